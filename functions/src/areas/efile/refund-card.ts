// The refund of a rejected filing's card charge. A void only works before the provider's batch settles (with
// Authorize.Net, usually within a day) and staff often decide later, so the transaction's status picks the call:
// unsettled -> void, settled -> a refund of the filing's total to the same card. The REFUND money event is written
// once (its idempotency key). A refusal leaves refundError on the filing: the refund is owed, and staff may retry.
import type { Filing } from '@portal/shared/efile/types';
import { formatCents } from '@portal/shared/format/money';
import { applyMoneyEvent } from '#src/areas/payments/index.ts';
import { filingRefundedUpdate, setFilingRefundError, setFilingRefunded } from '#src/data/app/efile.ts';
import { cardProvider, type TransactionResult } from '#src/platform/card-provider/index.ts';
import type { SessionUser } from '#src/platform/context.ts';

type Outcome = Pick<TransactionResult, 'ok' | 'transId' | 'errorText'>;
const refused = (errorText: string): Outcome => ({ ok: false, transId: '', errorText });

async function refundAtProvider(filing: Filing): Promise<Outcome> {
  const provider = cardProvider();
  const details = await provider.getTransactionDetails(filing.paymentTransactionId);
  if (!details) return refused(`The card transaction ${filing.paymentTransactionId} was not found.`);
  switch (details.transactionStatus) {
    case 'authorizedPendingCapture':
    case 'capturedPendingSettlement':
      return provider.void(details.transId);
    case 'settledSuccessfully':
      return provider.refund(details.transId, filing.totalCharge, details.accountNumber.slice(-4));
    case 'voided':
      // An earlier attempt voided it and stopped before the ledger: the money is back, only the record is missing.
      return { ok: true, transId: details.transId };
    default:
      return refused(`The card transaction is ${details.transactionStatus}.`);
  }
}

/** Refunds a rejected filing's charge; answers the filing with refundTransactionId, or with refundError. */
export async function refundFiling(county: string, staff: SessionUser, filing: Filing, reason: string) {
  const outcome = await refundAtProvider(filing).catch((err: Error) => refused(err.message));
  if (!outcome.ok) {
    const refundError = outcome.errorText || 'The card provider refused the refund.';
    console.error(`[efile] refund of ${filing.paymentTransactionId} refused by the provider`, outcome);
    await setFilingRefundError(county, filing.filingId, refundError);
    return { ...filing, refundError };
  }
  const refundTransactionId = outcome.transId || filing.paymentTransactionId;
  const result = await applyMoneyEvent({
    county,
    accountId: filing.accountId,
    userId: filing.userId,
    username: filing.username,
    type: 'REFUND',
    transactionType: 'EFILE_REFUND',
    idempotencyKey: `EFILEREFUND#${filing.filingId}`,
    amountCents: filing.totalCharge,
    info: `Refund of e-filing ${filing.transactionNumber} (${formatCents(filing.totalCharge)}) by ${staff.username}, card transaction ${filing.paymentTransactionId}: ${reason}`,
    details: { filingId: filing.filingId, transId: filing.paymentTransactionId, refundTransactionId },
    extraItems: [filingRefundedUpdate(county, filing.filingId, refundTransactionId)],
  });
  // REPLAYED: an earlier attempt wrote the event but its filing update did not run with this one.
  if (result.status === 'REPLAYED') await setFilingRefunded(county, filing.filingId, refundTransactionId);
  const { refundError: _, ...rest } = filing;
  return { ...rest, refundTransactionId };
}
