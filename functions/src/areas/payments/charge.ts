// Charging a fee in cents to whatever the caller pays with: the account's escrow balance, the user's card
// preauthorization, or the account's invoice (billed later from the ledger). One ledger event, once per key.
import { staffRoles } from '@portal/shared/auth/roles';
import type { Fee } from '@portal/shared/fees/types';
import type { Account } from '#src/data/app/accounts.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { applyMoneyEvent, type BalanceChange } from './ledger.ts';
import { openPreauthorization } from './preauth.ts';

export type FeeOutcome =
  | 'PAID'
  /** nothing to pay: staff, a free item, a flat-fee account (searches are part of the flat fee) */
  | 'FREE'
  /** CREDIT_CARD: no open, unexpired preauthorization */
  | 'PAYMENT_NEEDED'
  /** CREDIT_CARD: the preauthorization's unspent part is below the fee */
  | 'PAYMENT_NEEDED_AGAIN'
  /** ESCROW: the usage balance is below the fee */
  | 'INSUFFICIENT_FUNDS';

export interface FeeResult {
  outcome: FeeOutcome;
  /**
   * CREDIT_CARD: what is left of the open preauthorization after this call (0 when none is open), so the answer's
   * balance needs no read. Computed from the read before the charge: a concurrent charge of the same user shows on
   * the next read.
   */
  preauthRemainingCents?: number | undefined;
}

export interface FeeCharge {
  county: string;
  user: SessionUser;
  account: Account | undefined;
  fee: Pick<Fee, 'cents' | 'lines'>;
  /** the audit log's transaction type: SEARCH, DOCUMENT_DETAILS, TAX_LIEN_DETAILS ... */
  transactionType: string;
  idempotencyKey: string;
  info: string;
  details?: Record<string, unknown>;
  /** a product the flat fee does not cover (the index feed): a FLAT_FEE account pays it with its payment method */
  beyondFlatFee?: boolean;
  /** written in the charge's transaction, so they exist exactly when it does (a paid search's kept results) */
  extraItems?: TransactItem[];
}

export async function chargeFee(c: FeeCharge): Promise<FeeResult> {
  const { county, user, account, fee } = c;
  const flatFeeCovers = account?.accountType === 'FLAT_FEE' && !c.beyondFlatFee;
  if (!account || staffRoles.includes(user.role) || fee.cents <= 0 || flatFeeCovers) {
    return { outcome: 'FREE' };
  }
  let balance: BalanceChange | undefined;
  let remainingAfter: number | undefined;
  if (account.paymentMethod === 'CREDIT_CARD') {
    const preauth = await openPreauthorization(county, user.userId);
    if (!preauth) return { outcome: 'PAYMENT_NEEDED', preauthRemainingCents: 0 };
    if (preauth.remainingCents < fee.cents) {
      return { outcome: 'PAYMENT_NEEDED_AGAIN', preauthRemainingCents: preauth.remainingCents };
    }
    remainingAfter = preauth.remainingCents - fee.cents;
    balance = { kind: 'PREAUTH', userId: user.userId, transId: preauth.transId, spendCents: fee.cents };
  } else if (account.paymentMethod === 'ESCROW') {
    balance = { kind: 'ACCOUNT', deltas: { usageBalanceCents: -fee.cents } };
  }
  const result = await applyMoneyEvent({
    county,
    accountId: account.id,
    userId: user.userId,
    username: user.username,
    type: 'CHARGE',
    transactionType: c.transactionType,
    idempotencyKey: c.idempotencyKey,
    amountCents: fee.cents,
    ...(balance ? { balance } : {}),
    info: c.info,
    details: {
      ...c.details,
      lines: fee.lines,
      paidWith: account.paymentMethod,
      ...(balance?.kind === 'PREAUTH' ? { transId: balance.transId } : {}),
    },
    ...(c.extraItems?.length ? { extraItems: c.extraItems } : {}),
    accountBefore: account,
  });
  if (result.status === 'APPLIED' || result.status === 'REPLAYED')
    return { outcome: 'PAID', preauthRemainingCents: remainingAfter };
  if (result.status === 'INSUFFICIENT') {
    if (balance?.kind !== 'PREAUTH') return { outcome: 'INSUFFICIENT_FUNDS' };
    // spent meanwhile, closed or expired: ask again for what the user needs now
    const now = await openPreauthorization(county, user.userId);
    return now
      ? { outcome: 'PAYMENT_NEEDED_AGAIN', preauthRemainingCents: now.remainingCents }
      : { outcome: 'PAYMENT_NEEDED', preauthRemainingCents: 0 };
  }
  throw new Error(`charge ${c.idempotencyKey} refused: ${result.failedItems.join(',')}`);
}
