// POST efile/submission: files a paid upload once. The transaction the browser names is confirmed with the card
// provider (approved, captured, for this upload's payment and amount, by this user); then ONE ledger event records
// the charge, its audit entry, the payment's completion, the filing (attribute_not_exists: one per upload) and the
// upload marked filed. A replay, a double-click or a webhook racing it finds the event applied and answers the
// same filing; a forged, declined or foreign transaction never gets that far, so nothing is filed or charged twice.
import { CopyObjectCommand } from '@aws-sdk/client-s3';
import { efileMessages } from '@portal/shared/efile/messages';
import type { submissionSchema } from '@portal/shared/efile/requests';
import type { Filing, SubmittedFiling } from '@portal/shared/efile/types';
import { formatCents } from '@portal/shared/format/money';
import type { z } from 'zod';
import { applyMoneyEvent, confirmTransaction } from '#src/areas/payments/index.ts';
import { filingPut, getFiling, getUpload, nextCounter, uploadFiledUpdate } from '#src/data/app/efile.ts';
import { completePaymentUpdate } from '#src/data/app/payments.ts';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import { cardProvider } from '#src/platform/card-provider/index.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { countyToday } from '#src/platform/county-clock.ts';
import { badRequest, conflict } from '#src/platform/errors.ts';
import { mailConfirmation } from './mails.ts';
import { filedObjectKey } from './object-keys.ts';

export type Submission = z.infer<typeof submissionSchema>;

export async function submitFiling(county: string, user: SessionUser, s: Submission): Promise<SubmittedFiling> {
  const { acknowledgement } = await getConfig(county, 'efile');
  if (acknowledgement && !s.acknowledged) {
    throw badRequest(efileMessages.acknowledge, { acknowledged: efileMessages.acknowledge });
  }
  const upload = await getUpload(county, user.userId, s.imageId);
  if (!upload || upload.totalCharge === undefined || !upload.paymentId || !upload.contentType) {
    throw badRequest(efileMessages.notPaid, { imageId: efileMessages.notUploaded });
  }
  const confirmed = await confirmTransaction(
    county,
    { transId: s.paymentTransactionId },
    { kind: 'EFILE', userId: user.userId },
  );
  const { payment, details } = confirmed;
  if (!confirmed.approved) throw conflict(efileMessages.declined);
  if (payment.paymentId !== upload.paymentId || payment.amountCents !== upload.totalCharge) {
    // Paid for an earlier payment of this upload (another tab started a newer one, or it was priced again): the
    // filing goes by the newest payment, so this capture is voided rather than kept unrecorded.
    await voidQuietly(details.transId);
    throw conflict(efileMessages.notPaid);
  }

  const existing = await getFiling(county, s.imageId);
  if (existing) return answerExisting(existing, details.transId);

  const now = new Date();
  const transactionNumber = String(100000 + (await nextCounter(county, 'TRANSACTION')));
  const filing: Filing = {
    filingId: s.imageId,
    transactionNumber,
    efileType: upload.efileType ?? s.efileType,
    status: 'SUBMITTED',
    fileName: upload.fileName,
    contentType: upload.contentType,
    name: s.name,
    email: s.email,
    address1: s.address1,
    address2: s.address2,
    city: s.city,
    state: s.state,
    zip: s.zip,
    username: user.username,
    userId: payment.userId,
    accountId: payment.accountId,
    submittedAt: now.toISOString(),
    submittedDay: await countyToday(county, now),
    paymentTransactionId: details.transId,
    numberOfPages: upload.numberOfPages ?? 0,
    firstPageCharge: upload.firstPageCharge ?? 0,
    additionalPagesCharge: upload.additionalPagesCharge ?? 0,
    surcharge: upload.surcharge ?? 0,
    totalCharge: upload.totalCharge,
  };
  // The file is kept for the county before the filing exists (a copy is idempotent; the upload itself expires).
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: buckets.uploads,
      CopySource: `${buckets.uploads}/${upload.objectKey}`,
      Key: filedObjectKey(county, filing.filingId),
    }),
  );
  const result = await applyMoneyEvent({
    county,
    accountId: payment.accountId,
    userId: payment.userId,
    username: payment.username,
    type: 'CHARGE',
    transactionType: 'EFILE',
    idempotencyKey: `EFILE#${payment.paymentId}`,
    amountCents: payment.amountCents,
    info: `E-filing ${transactionNumber} (${filing.efileType}, ${filing.numberOfPages} page(s)) ${formatCents(
      payment.amountCents,
    )} by card ${details.accountNumber}, transaction ${details.transId}`,
    details: { paymentId: payment.paymentId, transId: details.transId, filingId: filing.filingId },
    extraItems: [
      completePaymentUpdate(county, payment.paymentId, details.transId),
      filingPut(county, filing),
      uploadFiledUpdate(county, user.userId, s.imageId, payment.paymentId),
    ],
  });
  if (result.status === 'APPLIED') {
    await mailConfirmation(county, filing).catch((err) => console.error('[efile] confirmation mail', err));
    return { transactionNumber };
  }
  const filed = await getFiling(county, s.imageId);
  if (filed) return answerExisting(filed, details.transId);
  // Not filed and not applicable: this payment was captured for an upload filed by another payment (two tabs).
  // The card is not charged twice: this capture is voided.
  await voidQuietly(details.transId);
  throw conflict(efileMessages.alreadySubmitted);
}

function answerExisting(filing: Filing, transId: string): SubmittedFiling {
  if (filing.paymentTransactionId !== transId) throw conflict(efileMessages.alreadySubmitted);
  return { transactionNumber: filing.transactionNumber };
}

async function voidQuietly(transId: string) {
  await cardProvider()
    .void(transId)
    .catch((err) => console.error(`[efile] voiding unfiled payment ${transId}`, err));
}
