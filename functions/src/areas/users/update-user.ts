// A change to a user made outside the user manager (a profile edit, an unlock by recovery): the fields, then the
// list entries when the change shows in the lists. Kept out of the data layer so it imports no area.
import { type User, updateUserFields } from '#src/data/app/users.ts';
import { reindexUser } from './reindex-user.ts';

/** Whether a change touches what the user manager's lists show (names, account, status). */
export const changesListedFields = (fields: Partial<User>): boolean =>
  fields.firstName !== undefined || fields.lastName !== undefined || !!fields.status || !!fields.accountId;

export async function updateUser(county: string, id: string, fields: Partial<User>): Promise<void> {
  await updateUserFields(county, id, fields);
  if (changesListedFields(fields)) await reindexUser(county, id);
}
