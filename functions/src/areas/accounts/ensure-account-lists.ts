// A county's account list is built once from its accounts the first time it is read (platform/managed-list.ts).
import type { Account } from '#src/platform/account-store.ts';
import { accountKind, ensureManagedLists } from '#src/platform/managed-list.ts';
import { listedAccount } from './listed-account.ts';

export async function ensureAccountLists(county: string): Promise<void> {
  await ensureManagedLists<Account>(county, accountKind, (accounts) => accounts.map(listedAccount));
}
