// Whose keys a call is about: an account administrator's own account, whatever the body says; staff (TRIMIN,
// COUNTY) name an account of their county. The route's guard has already refused every other role.
import { staffRoles } from '@portal/shared/auth/roles';
import { type Account, getAccount } from '#src/data/app/accounts.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, forbidden, notFound } from '#src/platform/errors.ts';

export async function keyAccount(county: string, caller: SessionUser, accountId: string | undefined): Promise<Account> {
  const staff = staffRoles.includes(caller.role);
  if (!staff && accountId && accountId !== caller.accountId)
    throw forbidden('You manage the keys of your own account.');
  const id = staff ? accountId : caller.accountId;
  if (!id) throw badRequest('accountId: Required.', { accountId: 'Required.' });
  const account = await getAccount(county, id);
  if (!account) throw notFound('No such account.');
  return account;
}
