// A change to a user made outside the user manager (a profile edit, an unlock by recovery): the fields, then the
// list entries when the change shows in the lists. Kept out of the data layer so it imports no area.
import { apiKeyUserCopies } from '#src/data/app/api-key-user-copies.ts';
import { getUser, type User, updateUserFields } from '#src/data/app/users.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { reindexUser } from './reindex-user.ts';

/** Whether a change touches what the user manager's lists show (names, account, status). */
export const changesListedFields = (fields: Partial<User>): boolean =>
  fields.firstName !== undefined || fields.lastName !== undefined || !!fields.status || !!fields.accountId;

export async function updateUser(county: string, id: string, fields: Partial<User>): Promise<void> {
  await updateUserFields(county, id, fields);
  if (changesListedFields(fields)) await reindexUser(county, id);
  // an unlock by recovery makes the user's API keys work again: their copy of its status follows
  if (fields.status) await followKeys(county, id);
}

async function followKeys(county: string, id: string): Promise<void> {
  const user = await getUser(county, id);
  const copies = user ? await apiKeyUserCopies(county, user, [user.accountId]) : [];
  if (copies.length) await transactWrite(copies, () => undefined);
}
