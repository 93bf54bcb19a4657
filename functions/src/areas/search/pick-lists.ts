// The user and account pick-lists of the staff screens (spec 2 'Modals'): TRIMIN and COUNTY choose among the
// county's users and accounts, an ACCOUNT administrator among its own account's users and its own account. Other
// roles are refused. They read through the user manager's and the control panel's list index (data/app/
// list-index.ts), every status: at most MAX_ROWS entries of the scope's list, or of the filter's longest word (the
// filter matches as the lists' does: each of its words begins a word of the username, names or account name), and
// the items read; never the county (issue 34).
import type { CodeDescription } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import { ensureAccountLists, listedAccount } from '#src/areas/accounts/index.ts';
import { ensureUserLists, listedUser } from '#src/areas/users/index.ts';
import { type Account, getAccount } from '#src/data/app/accounts.ts';
import { accountScope } from '#src/data/app/keys.ts';
import { filterWords, matchesWords } from '#src/data/app/list-entries.ts';
import { getListCounts, PICK_MAX } from '#src/data/app/list-index.ts';
import { accountKind, readManagedPick, userKind } from '#src/data/app/managed-list.ts';
import type { User } from '#src/data/app/users.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { forbidden } from '#src/platform/errors.ts';

/** A pick-list answers at most this many rows (it pages 10 at a time; the filter narrows it). */
const MAX_ROWS = PICK_MAX;

const scopeOf = (user: SessionUser): 'county' | 'account' => {
  if (user.role === 'TRIMIN' || user.role === 'COUNTY') return 'county';
  if (user.role === 'ACCOUNT') return 'account';
  throw forbidden(m.pickListNotAllowed);
};

const byDescription = (a: CodeDescription, b: CodeDescription) => a.description.localeCompare(b.description);

const userRows = (users: User[]): CodeDescription[] =>
  users
    .map((u) => ({ code: u.id, description: `${u.username} (${u.lastName}, ${u.firstName})` }))
    .sort(byDescription)
    .slice(0, MAX_ROWS);

export async function userPickList(county: string, user: SessionUser, filterText: string): Promise<CodeDescription[]> {
  const scope = scopeOf(user);
  await ensureUserLists(county);
  if (scope === 'county') return userRows(await readManagedPick<User>(county, userKind, 'C', filterText));
  const own = accountScope(user.accountId);
  const words = filterWords(filterText);
  const [count] = words.length ? await getListCounts(county, 'USER', [own]) : [0];
  // Without a filter, or in an account too large to read whole: the account's list, or the filter's word entries
  // (county-wide, kept to the account).
  if ((count ?? 0) > MAX_ROWS || !words.length) {
    return userRows(await readManagedPick<User>(county, userKind, own, filterText));
  }
  // An account of at most MAX_ROWS users: its list whole, filtered here with the words its users are listed under,
  // so a common word of the county costs nothing.
  const [users, account] = await Promise.all([
    readManagedPick<User>(county, userKind, own, ''),
    getAccount(county, user.accountId),
  ]);
  return userRows(users.filter((u) => matchesWords(listedUser(u, account?.name ?? '').words, words)));
}

export async function accountPickList(
  county: string,
  user: SessionUser,
  filterText: string,
): Promise<CodeDescription[]> {
  const scope = scopeOf(user);
  let accounts: Account[];
  if (scope === 'county') {
    await ensureAccountLists(county);
    accounts = await readManagedPick<Account>(county, accountKind, 'C', filterText);
  } else {
    const own = await getAccount(county, user.accountId);
    const words = filterWords(filterText);
    accounts = own && matchesWords(listedAccount(own).words, words) ? [own] : [];
  }
  return accounts
    .map((a) => ({ code: a.id, description: a.name }))
    .sort(byDescription)
    .slice(0, MAX_ROWS);
}
