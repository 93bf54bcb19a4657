// controlPanel/accounts: a page of the Accounts list from the list index, its rows from one BatchGet.
import type { AccountListContent } from '@portal/shared/accounts/types';
import type { Account } from '#src/platform/account-store.ts';
import { accountKey } from '#src/platform/app-keys.ts';
import { batchGet } from '#src/platform/batch-get.ts';
import { PAGE_SIZE, readListPage } from '#src/platform/list-index.ts';
import { tables } from '#src/platform/tables.ts';
import type { ListQueryParsed } from '../users/list-users.ts';
import { accountRows } from './account-rows.ts';
import { ensureAccountLists } from './ensure-account-lists.ts';

export async function listAccounts(county: string, q: ListQueryParsed): Promise<AccountListContent> {
  await ensureAccountLists(county);
  const page = await readListPage(county, { kind: 'ACCOUNT', scope: 'C', ...q });
  const accounts = (
    await batchGet<Account>(
      tables.app,
      page.ids.map((id) => accountKey(county, id)),
    )
  ).filter((a) => !!a);
  const rows = await accountRows(county, accounts);
  const first = rows.length ? (page.pageNumber - 1) * PAGE_SIZE + 1 : 0;
  return {
    accounts: rows,
    pageNumber: page.pageNumber,
    pageSize: PAGE_SIZE,
    first,
    last: rows.length ? first + rows.length - 1 : 0,
    total: page.total,
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
