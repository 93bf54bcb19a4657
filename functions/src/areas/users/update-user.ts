// A change to a user made outside the user manager (a profile edit, an unlock by recovery): the fields, then the
// list entries when the change shows in the lists. Kept out of the user store so the store imports no area.
import { changesListedFields, type User, updateUserFields } from '#src/platform/user-store.ts';
import { reindexUser } from './reindex-user.ts';

export async function updateUser(county: string, id: string, fields: Partial<User>): Promise<void> {
  await updateUserFields(county, id, fields);
  if (changesListedFields(fields)) await reindexUser(county, id);
}
