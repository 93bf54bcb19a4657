// A county's account list is built once from its accounts the first time it is read (data/app/managed-list.ts).
import type { Account } from '#src/data/app/accounts.ts';
import { accountKind, ensureManagedLists } from '#src/data/app/managed-list.ts';
import { listedAccount } from './listed-account.ts';

export async function ensureAccountLists(county: string): Promise<void> {
  await ensureManagedLists<Account>(county, accountKind, (accounts) => accounts.map(listedAccount));
}
