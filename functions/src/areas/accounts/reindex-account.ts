// Brings an account's list entries in line with the stored account (one written outside the control panel: a
// self-registration's account).
import type { Account } from '#src/data/app/accounts.ts';
import { accountKind, reindexManaged } from '#src/data/app/managed-list.ts';
import { listedAccount } from './listed-account.ts';

export async function reindexAccount(county: string, id: string): Promise<void> {
  await reindexManaged<Account>(county, accountKind, id, listedAccount);
}
