// controlPanel/accountDelete: deletes an account and its users (each signed out at once, its username freed).
// Its ledger entries and audit history stay: money records are never deleted. Refused for the caller's own account
// and for an account holding a user of a type the caller may not manage.
import { accountMessages as m } from '@portal/shared/accounts/messages';
import { mayManageUser } from '@portal/shared/users/user-roles';
import { removeUser } from '#src/areas/users/index.ts';
import { accountScope } from '#src/data/app/keys.ts';
import { listCountDelete } from '#src/data/app/list-index.ts';
import { accountKind, deleteWrites } from '#src/data/app/managed-list.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, forbidden } from '#src/platform/errors.ts';
import { accountUsers } from './account-users.ts';
import { managedAccount } from './managed-account.ts';

export async function deleteAccount(county: string, caller: SessionUser, accountId: string): Promise<string> {
  if (accountId === caller.accountId) throw badRequest(m.ownAccount);
  const account = await managedAccount(county, accountId);
  const users = await accountUsers(county, accountId);
  if (users.some((u) => !mayManageUser(caller, u))) throw forbidden();
  for (const user of users) await removeUser(county, caller, user);
  await transactWrite(
    [
      // the account's user counters go with it (its users' entries went with each user)
      ...deleteWrites(county, accountKind, account, [listCountDelete(county, 'USER', accountScope(account.id))]),
      auditChange({
        county,
        by: caller,
        type: 'ACCOUNT_DELETE',
        accountId: account.id,
        info: `Account ${account.name} and ${users.length} user(s) deleted`,
        before: account,
      }),
    ],
    () => undefined,
  );
  return m.deleted(account.name, users.length);
}
