// controlPanel/accountExport: accounts.xlsx of the list as filtered, streamed a hundred accounts at a time.

import type { ListQueryParsed } from '#src/areas/users/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import { accountKind, managedBatches } from '#src/data/app/managed-list.ts';
import { type XlsxColumn, type XlsxRow, xlsxResponse } from '#src/platform/xlsx-stream.ts';
import { accountRows } from './account-rows.ts';
import { ensureAccountLists } from './ensure-account-lists.ts';

export const accountColumns: XlsxColumn[] = [
  { header: 'Account', key: 'name', width: 32 },
  { header: 'Type', key: 'type', width: 12 },
  { header: 'Payment Method', key: 'paymentMethod', width: 15 },
  { header: 'Monthly Fee ($)', key: 'monthlyFee', width: 15, kind: 'money' },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Users', key: 'users', width: 8, kind: 'number' },
  { header: 'Usage Balance ($)', key: 'usageBalance', width: 17, kind: 'money' },
  { header: 'Images Remaining', key: 'imagesRemaining', width: 16, kind: 'number' },
  { header: 'Last Monthly Renewal', key: 'lastMonthlyRenewal', width: 20, kind: 'date' },
  { header: 'Created', key: 'created', width: 17, kind: 'date' },
];

export async function exportAccounts(county: string, q: ListQueryParsed): Promise<Response> {
  await ensureAccountLists(county);
  return xlsxResponse('accounts.xlsx', 'Accounts', accountColumns, rows(county, q));
}

async function* rows(county: string, q: ListQueryParsed): AsyncGenerator<XlsxRow[]> {
  const list = { scope: 'C' as const, includeInactive: q.includeInactive, filterText: q.filterText };
  for await (const accounts of managedBatches<Account>(county, accountKind, list)) {
    const shown = await accountRows(county, accounts);
    yield accounts.map((a, i) => ({
      name: a.name,
      type: shown[i]!.accountTypeDescription,
      paymentMethod: shown[i]!.paymentMethodDescription,
      monthlyFee: a.monthlyFeeCents / 100,
      status: a.status === 'A' ? 'Active' : 'Inactive',
      users: shown[i]!.userCount,
      usageBalance: a.usageBalanceCents / 100,
      imagesRemaining: a.imagesRemaining,
      lastMonthlyRenewal: a.lastMonthlyRenewal ? new Date(a.lastMonthlyRenewal) : null,
      created: a.createdAt ? new Date(a.createdAt) : null,
    }));
  }
}
