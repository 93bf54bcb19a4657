// controlPanel/accountChangeStatusList and accountChangeStatusSingle: '{Activate or Deactivate} Account {name} and
// users?'. Deactivating sets every active user of the account inactive and signs them out; activating sets its
// inactive users active again (pending and locked users keep their status).
import { accountMessages as m } from '@portal/shared/accounts/messages';
import { mayManageUser } from '@portal/shared/users/user-roles';
import { setUserStatus } from '#src/areas/users/index.ts';
import { accountKind, statusWrites } from '#src/data/app/managed-list.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, conflict, forbidden } from '#src/platform/errors.ts';
import { accountUsers } from './account-users.ts';
import { listedAccount } from './listed-account.ts';
import { managedAccount } from './managed-account.ts';

export async function changeAccountStatus(county: string, caller: SessionUser, accountId: string) {
  if (accountId === caller.accountId) throw badRequest(m.ownAccount);
  const account = await managedAccount(county, accountId);
  const status = account.status === 'A' ? 'I' : 'A';
  const users = await accountUsers(county, accountId);
  if (users.some((u) => !mayManageUser(caller, u))) throw forbidden();
  await transactWrite(
    [
      ...statusWrites(county, accountKind, account, status, listedAccount({ ...account, status })),
      auditChange({
        county,
        by: caller,
        type: 'ACCOUNT_STATUS',
        accountId: account.id,
        info: `Account ${account.name} status ${account.status} to ${status}`,
        before: { status: account.status },
        after: { status },
      }),
    ],
    conflict('The account was changed meanwhile; reload and try again.'),
  );
  const from = status === 'I' ? 'A' : 'I';
  for (const user of users) if (user.status === from) await setUserStatus(county, caller, user, status, account.name);
  return { status, message: status === 'A' ? m.activated(account.name) : m.deactivated(account.name) };
}
