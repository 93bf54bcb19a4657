// controlPanel/accounts: a page of the Accounts list from the list index, its rows from one BatchGet.
import type { AccountListContent } from '@portal/shared/accounts/types';
import type { ListQueryParsed } from '#src/areas/users/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import { pageFields } from '#src/data/app/list-entries.ts';
import { accountKind, readManagedPage } from '#src/data/app/managed-list.ts';
import { accountRows } from './account-rows.ts';
import { ensureAccountLists } from './ensure-account-lists.ts';

export async function listAccounts(county: string, q: ListQueryParsed): Promise<AccountListContent> {
  await ensureAccountLists(county);
  const { items, page } = await readManagedPage<Account>(county, accountKind, { scope: 'C', ...q });
  const rows = await accountRows(county, items);
  return { accounts: rows, ...pageFields(page, rows.length) };
}
