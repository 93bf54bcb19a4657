// The names of the accounts a set of users belong to: the users' rows and filter words carry them.

import { getAccounts } from '#src/data/app/accounts.ts';
import type { User } from '#src/data/app/users.ts';

/** The account names of the users' accounts, by id (one BatchGet). */
export async function accountNames(county: string, users: User[]): Promise<Map<string, string>> {
  const ids = [...new Set(users.map((u) => u.accountId))];
  const accounts = await getAccounts(county, ids);
  return new Map(accounts.flatMap((a) => (a ? [[a.id, a.name] as const] : [])));
}
