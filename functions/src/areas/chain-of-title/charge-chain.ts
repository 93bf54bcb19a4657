// Charges one chain of title report, once: the key is the caller's and the report's id (CHAIN#<user>#<requestId>),
// so the screen, its PDF, its sheet and any retry of them all land on one ledger entry. An entry already written
// for the key is the answer (read first, so a card payer's spent preauthorization does not ask again for a report
// it paid for); otherwise payments' chargeFee writes the charge and its audit entry in one transaction, where a
// concurrent second call with the same key is REPLAYED, not charged. Staff, free prices and flat-fee accounts pay
// nothing (chargeFee says FREE).
import { staffRoles } from '@portal/shared/auth/roles';
import { chainOfTitleFeeDescription } from '@portal/shared/fees/chain-of-title-fee';
import { chargeFee, readLedgerEntry } from '#src/areas/payments/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { conflict } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import { chainPriceOf } from './chain-price.ts';

export interface ChainCharge {
  paymentNeeded: boolean;
  paymentNeededAgain: boolean;
  chargedCents: number;
}

export const CHAIN_TRANSACTION_TYPE = 'CHAIN_OF_TITLE';

export async function chargeChain(
  county: string,
  user: SessionUser,
  account: Account | undefined,
  land: string,
  requestId: string | undefined,
): Promise<ChainCharge> {
  const none = { paymentNeeded: false, paymentNeededAgain: false, chargedCents: 0 };
  // nothing to charge (chargeFee would say FREE): no ledger read either
  if (!account || staffRoles.includes(user.role) || account.accountType === 'FLAT_FEE') return none;
  const idempotencyKey = `CHAIN#${user.userId}#${requestId ?? newId()}`;
  if (requestId && (await readLedgerEntry(county, account.id, idempotencyKey))) return none;
  const fee = await chainPriceOf(county, account);
  const { outcome } = await chargeFee({
    county,
    user,
    account,
    fee,
    transactionType: CHAIN_TRANSACTION_TYPE,
    idempotencyKey,
    info: `${chainOfTitleFeeDescription} (${land})`,
    details: { item: 'chainOfTitle', reference: land },
  });
  if (outcome === 'PAYMENT_NEEDED') return { ...none, paymentNeeded: true };
  if (outcome === 'PAYMENT_NEEDED_AGAIN') return { ...none, paymentNeededAgain: true };
  if (outcome === 'INSUFFICIENT_FUNDS') throw conflict('There are insufficient funds.');
  return { ...none, chargedCents: outcome === 'PAID' ? fee.cents : 0 };
}
