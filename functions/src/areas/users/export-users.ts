// userManager/userExport: users.xlsx of the list as filtered (the caller's scope), streamed a hundred users at a
// time.

import { getAccounts } from '#src/data/app/accounts.ts';
import { managedBatches, userKind } from '#src/data/app/managed-list.ts';
import type { User } from '#src/data/app/users.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { type XlsxColumn, type XlsxRow, xlsxResponse } from '#src/platform/xlsx-stream.ts';
import { ensureUserLists } from './ensure-user-lists.ts';
import { type ListQueryParsed, userScopeOf } from './list-users.ts';

const statusNames = { A: 'Active', I: 'Inactive', P: 'Pending', L: 'Locked' } as const;

export const userColumns: XlsxColumn[] = [
  { header: 'Username', key: 'username', width: 24 },
  { header: 'First Name', key: 'firstName', width: 16 },
  { header: 'Last Name', key: 'lastName', width: 16 },
  { header: 'Account', key: 'account', width: 30 },
  { header: 'User Type', key: 'role', width: 10 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Email', key: 'email', width: 28 },
  { header: 'Phone', key: 'phone', width: 15 },
  { header: 'Created', key: 'created', width: 17, kind: 'date' },
];

export async function exportUsers(county: string, caller: SessionUser, q: ListQueryParsed): Promise<Response> {
  await ensureUserLists(county);
  return xlsxResponse('users.xlsx', 'Users', userColumns, rows(county, caller, q));
}

async function* rows(county: string, caller: SessionUser, q: ListQueryParsed): AsyncGenerator<XlsxRow[]> {
  const names = new Map<string, string>();
  const list = { scope: userScopeOf(caller), includeInactive: q.includeInactive, filterText: q.filterText };
  for await (const users of managedBatches<User>(county, userKind, list)) {
    const missing = [...new Set(users.map((u) => u.accountId))].filter((id) => !names.has(id));
    for (const a of await getAccounts(county, missing)) if (a) names.set(a.id, a.name);
    yield users.map((u) => ({
      username: u.username,
      firstName: u.firstName,
      lastName: u.lastName,
      account: names.get(u.accountId) ?? '',
      role: u.role,
      status: statusNames[u.status],
      email: u.email,
      phone: u.phone,
      created: u.createdAt ? new Date(u.createdAt) : null,
    }));
  }
}
