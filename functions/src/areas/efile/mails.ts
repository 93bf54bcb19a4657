// The e-mails of a filing: the confirmation (spec 3 section 4.1), and the county's acceptance or rejection.

import type { Filing } from '@portal/shared/efile/types';
import { formatCents } from '@portal/shared/format/money';
import { getConfig } from '#src/platform/config.ts';
import { sendMail } from '#src/platform/mail.ts';

async function mailFiler(county: string, to: string, subject: string, lines: string[]) {
  const [registration, common] = await Promise.all([
    getConfig(county, 'loginPageRegistration'),
    getConfig(county, 'common'),
  ]);
  await sendMail({
    from: registration.fromEmailAddress,
    to,
    subject: `${common.countyName}: ${subject}`,
    text: lines.join('\n'),
  });
}

export function mailConfirmation(county: string, f: Filing) {
  return mailFiler(county, f.email, `e-filing ${f.transactionNumber} received`, [
    `Thank you, ${f.name}. Your e-filing was received and will be reviewed by the recorder's office.`,
    '',
    `Transaction number: ${f.transactionNumber}`,
    `Document type: ${f.efileType}`,
    `File: ${f.fileName}`,
    `Pages: ${f.numberOfPages}`,
    `First page: ${formatCents(f.firstPageCharge)}`,
    `Additional pages: ${formatCents(f.additionalPagesCharge)}`,
    `Surcharge: ${formatCents(f.surcharge)}`,
    `Amount charged: ${formatCents(f.totalCharge)}`,
    `Card transaction: ${f.paymentTransactionId}`,
  ]);
}

export function mailAccepted(county: string, f: Filing) {
  return mailFiler(county, f.email, `e-filing ${f.transactionNumber} recorded`, [
    `Your e-filing ${f.transactionNumber} was accepted and recorded.`,
    '',
    `Document number: ${f.documentNumber}`,
    `Recording date: ${f.recordingDate}`,
    `Pages: ${f.numberOfPages}`,
  ]);
}

export function mailRejected(county: string, f: Filing) {
  return mailFiler(county, f.email, `e-filing ${f.transactionNumber} rejected`, [
    `Your e-filing ${f.transactionNumber} was not accepted for recording.`,
    '',
    `Reason: ${f.rejectionReason}`,
    f.refundTransactionId
      ? `The charge of ${formatCents(f.totalCharge)} was refunded to your card (refund ${f.refundTransactionId}).`
      : `The charge of ${formatCents(f.totalCharge)} will be refunded by the county.`,
  ]);
}
