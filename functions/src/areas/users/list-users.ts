// userManager/users: a page of the Users list. TRIMIN and COUNTY list the county, an ACCOUNT administrator their
// own account; the page's ids come from the list index, its rows from one BatchGet of users and one of accounts.

import type { listQuerySchema } from '@portal/shared/users/schemas';
import type { UserListContent, UserRow } from '@portal/shared/users/types';
import type { z } from 'zod';
import { accountScope } from '#src/data/app/keys.ts';
import { pageFields } from '#src/data/app/list-entries.ts';
import { readManagedPage, userKind } from '#src/data/app/managed-list.ts';
import type { User } from '#src/data/app/users.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { accountNames } from './account-names.ts';
import { ensureUserLists } from './ensure-user-lists.ts';

export type ListQueryParsed = z.output<typeof listQuerySchema>;

export const userScopeOf = (caller: SessionUser) => (caller.role === 'ACCOUNT' ? accountScope(caller.accountId) : 'C');

export async function listUsers(county: string, caller: SessionUser, q: ListQueryParsed): Promise<UserListContent> {
  await ensureUserLists(county);
  const { items, page } = await readManagedPage<User>(county, userKind, { scope: userScopeOf(caller), ...q });
  const rows = await userRows(county, items);
  return { users: rows, ...pageFields(page, rows.length) };
}

export async function userRows(county: string, users: User[]): Promise<UserRow[]> {
  const names = await accountNames(county, users);
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    name: `${u.firstName} ${u.lastName}`.trim(),
    accountId: u.accountId,
    accountName: names.get(u.accountId) ?? '',
    role: u.role,
    status: u.status,
  }));
}
