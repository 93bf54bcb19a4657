// How an account appears in the control panel's list: by name, found by its name's words, in the county's list.

import type { Account } from '#src/data/app/accounts.ts';
import { type Listed, wordsOf } from '#src/data/app/list-entries.ts';

export function listedAccount(a: Pick<Account, 'id' | 'name' | 'status'>): Listed {
  return {
    kind: 'ACCOUNT',
    id: a.id,
    sortName: a.name.toLowerCase(),
    words: wordsOf(a.name),
    active: a.status === 'A',
    scopes: ['C'],
  };
}
