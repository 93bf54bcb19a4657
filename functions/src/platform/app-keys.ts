// Keys of the app table's users and accounts, and of the list indexes that page and filter them (the access
// patterns are in docs/data-model.md, 'Users and accounts'). Other app-table keys are still spelled in their
// store files; they are to be gathered here.

/** The two listed kinds. */
export type ListKind = 'USER' | 'ACCOUNT';
/** A list's scope: the whole county, or one account's users. */
export type ListScope = 'C' | `A#${string}`;

export const userKey = (county: string, id: string) => ({ pk: `C#${county}#USER#${id}`, sk: 'USER' });
export const usernameKey = (county: string, username: string) => ({
  pk: `C#${county}#USERNAME#${username.toLowerCase()}`,
  sk: 'USERNAME',
});
export const accountKey = (county: string, id: string) => ({ pk: `C#${county}#ACCOUNT#${id}`, sk: 'ACCOUNT' });

/** gsi1 of every user item (by username) and account item (by name): read only to build a county's lists once. */
export const allUsersGsi1 = (county: string) => `C#${county}#USERS`;
export const allAccountsGsi1 = (county: string) => `C#${county}#ACCOUNTS`;

export const accountScope = (accountId: string): ListScope => `A#${accountId}`;

/**
 * A list entry: one per listed item, scope and list (ALL, and ACT when active), sorted by the item's sort name
 * (username, account name) with its id after it so equal names stay apart.
 */
export const listEntryKey = (
  county: string,
  kind: ListKind,
  scope: ListScope,
  list: 'ALL' | 'ACT',
  sortName: string,
  id: string,
) => ({ pk: listPartition(county, kind, scope, list), sk: `${sortName}#${id}` });

export const listPartition = (county: string, kind: ListKind, scope: ListScope, list: 'ALL' | 'ACT') =>
  `C#${county}#LIST#${kind}#${scope}#${list}`;

/** A filter word entry: one per word of an item (username, names, account name), partitioned by its first letter. */
export const wordEntryKey = (county: string, kind: ListKind, word: string, sortName: string, id: string) => ({
  pk: wordPartition(county, kind, word),
  sk: `${word}#${sortName}#${id}`,
});
export const wordPartition = (county: string, kind: ListKind, word: string) =>
  `C#${county}#WORD#${kind}#${word.slice(0, 1)}`;

/** The counts of a list scope (all, act) and, on the county's, whether the lists were built. */
export const listCountKey = (county: string, kind: ListKind, scope: ListScope) => ({
  pk: `C#${county}#COUNT#${kind}`,
  sk: scope,
});
