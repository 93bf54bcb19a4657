// The caller's usage balance (spec 1 'Balance display'), the one answer currentUser, currentUser/usageBalance,
// searches, priced detail panes, image orders and deposits all give: none for staff; for a card payer what is left
// of the open preauthorization ($0.00 when none is open); else the account's escrow or invoice cents, or its
// flat-fee images.
import { staffRoles } from '@portal/shared/auth/roles';
import type { UsageBalance } from '@portal/shared/search/results';
import { type Account, getAccount } from '#src/data/app/accounts.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { openPreauthorization } from './preauth.ts';

export type BalanceCaller = Pick<SessionUser, 'userId' | 'role' | 'accountId'>;

/** What the caller already read, so no read is repeated. */
export interface KnownBalance {
  /** the caller's account as read (its payment method holds however its balance moved since) */
  account?: Account | undefined;
  /** the balance moved since the account was read (a charge, a deposit): the account is read again */
  changed?: boolean;
  /** what is left of the open preauthorization, as the charge that just drew on it answered (0: none open) */
  preauthRemainingCents?: number | undefined;
}

export async function usageBalanceOf(
  county: string,
  user: BalanceCaller,
  known: KnownBalance = {},
): Promise<UsageBalance | null> {
  if (staffRoles.includes(user.role)) return null;
  const account = known.account ?? (await getAccount(county, user.accountId));
  if (!account) return null;
  if (paysByCard(account)) {
    const cents = known.preauthRemainingCents ?? (await openPreauthorization(county, user.userId))?.remainingCents ?? 0;
    return { kind: 'CENTS', cents, imagesRemaining: 0 };
  }
  // An a la carte invoice account's charges move no balance (charge.ts): it shows as it was read. Escrow cents
  // and flat-fee images move.
  const moves = account.paymentMethod === 'ESCROW' || account.accountType === 'FLAT_FEE';
  const moved = known.changed && known.account && moves;
  const fresh = moved ? await getAccount(county, user.accountId) : account;
  return accountBalanceOf(fresh ?? account);
}

/** Flat-fee accounts count images whatever they pay with (their searches are part of the fee). */
const paysByCard = (account: Account) => account.accountType !== 'FLAT_FEE' && account.paymentMethod === 'CREDIT_CARD';

function accountBalanceOf(account: Account): UsageBalance {
  return account.accountType === 'FLAT_FEE'
    ? { kind: 'IMAGES', imagesRemaining: account.imagesRemaining, cents: account.usageBalanceCents }
    : { kind: 'CENTS', cents: account.usageBalanceCents, imagesRemaining: 0 };
}
