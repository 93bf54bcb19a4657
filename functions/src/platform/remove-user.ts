// One user's removal: the user, its username (so the name can be registered again) and its list entries, in one
// transaction with the audit entry and its API keys' copy of it marked REMOVED (a key's next call is a 401), then
// the end of its sessions (its next call is a 401 too). Its ledger entries and audit history stay. The user
// manager's deletion, an account's deletion and the inactive-user purge differ only in the audit entry's type and
// words.
import { apiKeyUserCopies } from '../data/app/api-key-user-copies.ts';
import { deleteWrites, userKind } from '../data/app/managed-list.ts';
import { endSessions } from '../data/app/sessions.ts';
import { type User, usernameDelete } from '../data/app/users.ts';
import { transactWrite } from '../data/dynamo/transact-write.ts';
import { auditChange } from './audit-change.ts';
import type { SessionUser } from './context.ts';

export async function removeUser(
  county: string,
  by: SessionUser,
  user: User,
  audit: { type: string; info: string },
): Promise<void> {
  await transactWrite(
    [
      ...deleteWrites(county, userKind, user, [usernameDelete(county, user.username, user.id)]),
      auditChange({
        county,
        by,
        type: audit.type,
        accountId: user.accountId,
        targetUserId: user.id,
        info: audit.info,
        before: user,
      }),
      ...(await apiKeyUserCopies(county, { ...user, status: 'REMOVED' }, [user.accountId])),
    ],
    // any refusal is thrown as DynamoDB answered it
    () => undefined,
  );
  await endSessions(county, user.id);
}
