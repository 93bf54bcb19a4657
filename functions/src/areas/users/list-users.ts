// userManager/users: a page of the Users list. TRIMIN and COUNTY list the county, an ACCOUNT administrator their
// own account; the page's ids come from the list index, its rows from one BatchGet of users and one of accounts.

import type { listQuerySchema } from '@portal/shared/users/schemas';
import type { UserListContent, UserRow } from '@portal/shared/users/types';
import type { z } from 'zod';
import type { Account } from '#src/platform/account-store.ts';
import { accountKey, accountScope, userKey } from '#src/platform/app-keys.ts';
import { batchGet } from '#src/platform/batch-get.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { PAGE_SIZE, readListPage } from '#src/platform/list-index.ts';
import { tables } from '#src/platform/tables.ts';
import type { User } from '#src/platform/user-store.ts';
import { ensureUserLists } from './ensure-user-lists.ts';

export type ListQueryParsed = z.output<typeof listQuerySchema>;

export const userScopeOf = (caller: SessionUser) => (caller.role === 'ACCOUNT' ? accountScope(caller.accountId) : 'C');

export async function listUsers(county: string, caller: SessionUser, q: ListQueryParsed): Promise<UserListContent> {
  await ensureUserLists(county);
  const page = await readListPage(county, { kind: 'USER', scope: userScopeOf(caller), ...q });
  const users = (
    await batchGet<User>(
      tables.app,
      page.ids.map((id) => userKey(county, id)),
    )
  ).filter((u) => !!u);
  const rows = await userRows(county, users);
  const first = rows.length ? (page.pageNumber - 1) * PAGE_SIZE + 1 : 0;
  return {
    users: rows,
    pageNumber: page.pageNumber,
    pageSize: PAGE_SIZE,
    first,
    last: rows.length ? first + rows.length - 1 : 0,
    total: page.total,
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

export async function userRows(county: string, users: User[]): Promise<UserRow[]> {
  const ids = [...new Set(users.map((u) => u.accountId))];
  const accounts = await batchGet<Account>(
    tables.app,
    ids.map((id) => accountKey(county, id)),
  );
  const names = new Map(accounts.flatMap((a) => (a ? [[a.id, a.name] as const] : [])));
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
