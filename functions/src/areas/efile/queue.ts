// The county's intake queue (staff only): the filings of a status and submission dates, a link to the filed file,
// Accept (the county's next e-file document number and today's date on its clock) and Reject with a reason, which
// refunds the card charge through the provider (refund-card.ts: a void before settlement, a refund after). The
// decision is a conditional write on SUBMITTED, so two clerks cannot both decide one filing; the filer is mailed
// either way. A refused refund stays owed on the filing until Retry refund, which one clerk claims at a time.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { efileMessages } from '@portal/shared/efile/messages';
import type { Filing, FilingStatus } from '@portal/shared/efile/types';
import { claimOwedRefund, decideFiling, getFiling, listFilings, nextCounter } from '#src/data/app/efile.ts';
import { audit } from '#src/platform/audit.ts';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { countyToday } from '#src/platform/county-clock.ts';
import { conflict, notFound } from '#src/platform/errors.ts';
import { mailAccepted, mailRejected } from './mails.ts';
import { filedObjectKey } from './object-keys.ts';
import { refundFiling } from './refund-card.ts';

export async function queue(
  county: string,
  q: { status?: FilingStatus | undefined; fromDate?: string | undefined; toDate?: string | undefined },
) {
  return listFilings(county, {
    ...(q.status ? { status: q.status } : {}),
    from: q.fromDate ?? '0000',
    to: q.toDate ?? '9999',
  });
}

export async function filedFileUrl(county: string, filingId: string): Promise<{ url: string; contentType: string }> {
  const filing = await getFiling(county, filingId);
  if (!filing) throw notFound();
  const url = await getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: buckets.uploads,
      Key: filedObjectKey(county, filingId),
      ResponseContentType: filing.contentType,
      ResponseContentDisposition: `inline; filename="${filing.transactionNumber}.${filing.contentType === 'image/tiff' ? 'tif' : 'pdf'}"`,
    }),
    { expiresIn: 300 },
  );
  return { url, contentType: filing.contentType };
}

async function decide(
  county: string,
  filing: Filing,
  next: Partial<Filing> & { status: FilingStatus },
): Promise<Filing> {
  const decided: Filing = { ...filing, ...next };
  if (!(await decideFiling(county, filing, next))) throw conflict(efileMessages.notPending);
  return decided;
}

async function pending(county: string, filingId: string): Promise<Filing> {
  const filing = await getFiling(county, filingId);
  if (!filing) throw notFound();
  if (filing.status !== 'SUBMITTED') throw conflict(efileMessages.notPending);
  return filing;
}

export async function acceptFiling(county: string, staff: SessionUser, filingId: string): Promise<Filing> {
  const filing = await pending(county, filingId);
  const documentNumber = `E${String(await nextCounter(county, 'DOCUMENT')).padStart(7, '0')}`;
  const accepted = await decide(county, filing, {
    status: 'ACCEPTED',
    documentNumber,
    recordingDate: await countyToday(county),
    decidedBy: staff.username,
    decidedAt: new Date().toISOString(),
  });
  await audit({
    county,
    type: 'EFILE_ACCEPT',
    userId: staff.userId,
    username: staff.username,
    accountId: filing.accountId,
    info: `E-filing ${filing.transactionNumber} of ${filing.username} accepted as document ${documentNumber}`,
  });
  await mailAccepted(county, accepted).catch((err) => console.error('[efile] acceptance mail', err));
  return accepted;
}

export async function rejectFiling(county: string, staff: SessionUser, filingId: string, reason: string) {
  const filing = await pending(county, filingId);
  let rejected = await decide(county, filing, {
    status: 'REJECTED',
    rejectionReason: reason,
    decidedBy: staff.username,
    decidedAt: new Date().toISOString(),
  });
  await audit({
    county,
    type: 'EFILE_REJECT',
    userId: staff.userId,
    username: staff.username,
    accountId: filing.accountId,
    info: `E-filing ${filing.transactionNumber} of ${filing.username} rejected: ${reason}`,
  });
  rejected = await refundFiling(county, staff, rejected, reason);
  await mailRejected(county, rejected).catch((err) => console.error('[efile] rejection mail', err));
  return rejected;
}

/** Retry refund: the refund owed on a rejected filing, claimed by removing its refundError so two clicks refund once. */
export async function retryRefund(county: string, staff: SessionUser, filingId: string): Promise<Filing> {
  const filing = await getFiling(county, filingId);
  if (!filing) throw notFound();
  if (filing.status !== 'REJECTED' || !filing.refundError || filing.refundTransactionId) {
    throw conflict(efileMessages.noRefundOwed);
  }
  if (!(await claimOwedRefund(county, filingId, filing.refundError))) throw conflict(efileMessages.noRefundOwed);
  return refundFiling(county, staff, filing, filing.rejectionReason ?? '');
}
