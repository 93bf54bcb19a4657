// The user and account pick-lists of the staff screens (spec 2 'Modals'): TRIMIN and COUNTY choose among the
// county's users and accounts, an ACCOUNT administrator among its own account's users and its own account. Other
// roles are refused.
import type { CodeDescription } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import { getAccount, listAccounts } from '#src/data/app/accounts.ts';
import { listUsers } from '#src/data/app/users.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { forbidden } from '#src/platform/errors.ts';
import { filterCodes } from './code-lists.ts';

/** A pick-list answers at most this many rows (it pages 10 at a time; the filter narrows it). */
const MAX_ROWS = 1000;

const scopeOf = (user: SessionUser): 'county' | 'account' => {
  if (user.role === 'TRIMIN' || user.role === 'COUNTY') return 'county';
  if (user.role === 'ACCOUNT') return 'account';
  throw forbidden(m.pickListNotAllowed);
};

const byDescription = (a: CodeDescription, b: CodeDescription) => a.description.localeCompare(b.description);

export async function userPickList(county: string, user: SessionUser, filterText: string): Promise<CodeDescription[]> {
  const scope = scopeOf(user);
  const users = (await listUsers(county)).filter((u) => scope === 'county' || u.accountId === user.accountId);
  const items = users.map((u) => ({ code: u.id, description: `${u.username} (${u.lastName}, ${u.firstName})` }));
  return filterCodes(items, filterText).sort(byDescription).slice(0, MAX_ROWS);
}

export async function accountPickList(
  county: string,
  user: SessionUser,
  filterText: string,
): Promise<CodeDescription[]> {
  const scope = scopeOf(user);
  const own = scope === 'account' ? await getAccount(county, user.accountId) : undefined;
  const accounts = scope === 'county' ? await listAccounts(county) : own ? [own] : [];
  const items = accounts.map((a) => ({ code: a.id, description: a.name }));
  return filterCodes(items, filterText).sort(byDescription).slice(0, MAX_ROWS);
}
