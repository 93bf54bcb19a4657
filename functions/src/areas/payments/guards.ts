// Who may use which payments call, checked on the server for every call (the SPA's hiding of buttons is only a
// convenience). Each guard narrows the caller's account, so the handler after it needs no checks of its own.
import { staffRoles } from '@portal/shared/auth/roles';
import type { ConfigGroup } from '@portal/shared/config/groups';
import { addOnMessages, cardMessages } from '@portal/shared/payments/messages';
import { type Account, getAccount } from '#src/data/app/accounts.ts';
import type { AppContext, SessionUser } from '#src/platform/context.ts';
import { forbidden } from '#src/platform/errors.ts';
import { currentUser } from '#src/platform/session.ts';

export interface Payer {
  county: string;
  user: SessionUser;
  account: Account | undefined;
}

/** The signed-in caller and their account. */
export async function payer(c: AppContext): Promise<Payer> {
  const user = currentUser(c);
  const county = c.get('county');
  return { county, user, account: await getAccount(county, user.accountId) };
}

/** Card preauthorizations and the card price list: a customer (not staff) whose account pays by credit card. */
export function assertCardPayer(user: SessionUser, account: Account | undefined): asserts account is Account {
  if (!account || staffRoles.includes(user.role) || account.paymentMethod !== 'CREDIT_CARD') {
    throw forbidden(cardMessages.cardUsersOnly);
  }
}

/** Escrow deposits by card: an escrow account of a county that reloads by card, by its administrator or a user it lets reload. */
export function assertMayDeposit(
  user: SessionUser,
  account: Account | undefined,
  escrow: Pick<ConfigGroup<'escrow'>, 'reloadByCreditCard'>,
): asserts account is Account {
  const mayReload = user.role === 'ACCOUNT' || !!account?.userReload;
  if (account?.paymentMethod !== 'ESCROW' || !escrow.reloadByCreditCard || !mayReload) {
    throw forbidden(cardMessages.depositNotAllowed);
  }
}

/** Flat-fee add-ons: a flat-fee account, by its administrator or a user it lets reload. */
export function assertMayAddOn(user: SessionUser, account: Account | undefined): asserts account is Account {
  if (account?.accountType !== 'FLAT_FEE' || (user.role !== 'ACCOUNT' && !account.userReload)) {
    throw forbidden(addOnMessages.notAllowed);
  }
}
