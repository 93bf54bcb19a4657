// GET userManager/user/{id}: the entry form's fields (id 0: a new user's defaults), with the user types and
// accounts this caller may choose. Never the password hash.

import { isNewId } from '@portal/shared/users/schemas';
import type { UserDetails } from '@portal/shared/users/types';
import { accountChoicesScope, grantableRoles } from '@portal/shared/users/user-roles';
import { getAccount } from '#src/data/app/accounts.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { managedUser } from './managed-user.ts';

export async function getUserDetails(county: string, caller: SessionUser, id: string): Promise<UserDetails> {
  const allowedRoles = [...grantableRoles(caller.role)];
  const accountChoices = accountChoicesScope(caller.role);
  if (isNewId(id)) {
    const own = caller.role === 'ACCOUNT' ? await getAccount(county, caller.accountId) : undefined;
    return {
      id: '0',
      username: '',
      role: 'USER',
      accountId: own?.id ?? '',
      accountName: own?.name ?? '',
      firstName: '',
      lastName: '',
      company: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      email: '',
      phone: '',
      status: 'A',
      password: '',
      passwordConfirm: '',
      allowedRoles,
      allowedAccounts: own ? [{ id: own.id, name: own.name }] : [],
      accountChoices,
    };
  }
  const user = await managedUser(county, caller, id);
  const account = await getAccount(county, user.accountId);
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    accountId: user.accountId,
    accountName: account?.name ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    address: user.address,
    city: user.city,
    state: user.state,
    zip: user.zip,
    email: user.email,
    phone: user.phone,
    status: user.status,
    password: '',
    passwordConfirm: '',
    allowedRoles,
    allowedAccounts: account ? [{ id: account.id, name: account.name }] : [],
    accountChoices,
  };
}
