// The entries of the user manager's and the control panel's lists, as items (docs/data-model.md, 'Users and
// accounts'): what an item is listed as, its filter words, the entry items and the state an item keeps of them, and
// a page's 'x-y of n' fields. No DynamoDB call: data/app/list-index.ts writes and reads them.
import { type ListKind, type ListScope, listEntryKey, wordEntryKey } from './keys.ts';

export const PAGE_SIZE = 10;
const MAX_WORDS = 24;

export interface Listed {
  kind: ListKind;
  id: string;
  /** lower case; the lists' order */
  sortName: string;
  words: string[];
  active: boolean;
  scopes: ListScope[];
}

/** What an item keeps of its entries: their keys, and the scopes and activity it was counted under. */
export interface IndexState {
  ix?: string[];
  ixc?: { s: ListScope[]; a: boolean };
}

export interface ListRequest {
  kind: ListKind;
  scope: ListScope;
  includeInactive: boolean;
  filterText: string;
  pageNumber: number;
  cursor?: string | undefined;
}

export interface ListAnswer {
  ids: string[];
  total: number;
  pageNumber: number;
  nextCursor?: string;
}

/** Upper case, no accents, split on anything not a letter or digit; a text of several parts also gives them joined. */
export function wordsOf(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    const parts = text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter(Boolean)
      .map((p) => p.slice(0, 40));
    for (const p of parts) words.add(p);
    if (parts.length > 1) words.add(parts.join('').slice(0, 40));
  }
  return [...words].slice(0, MAX_WORDS);
}

/** The parts a filter text must each begin some word with. */
export const filterWords = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);

/** Whether an item's words match a filter: each filter part begins one of them. */
export const matchesWords = (words: string[], filter: string[]): boolean =>
  filter.every((f) => words.some((w) => w.startsWith(f)));

/** An entry's key as the item keeps it in `ix`, and back. */
export const keyString = (k: { pk: string; sk: string }) => `${k.pk}\u0000${k.sk}`;
export const keyOf = (s: string) => {
  const [pk = '', sk = ''] = s.split('\u0000');
  return { pk, sk };
};

/** The entries of one listed item. */
export function entryItems(county: string, l: Listed): Array<Record<string, unknown>> {
  const items: Array<Record<string, unknown>> = [];
  for (const scope of l.scopes) {
    for (const list of l.active ? (['ALL', 'ACT'] as const) : (['ALL'] as const)) {
      items.push({ ...listEntryKey(county, l.kind, scope, list, l.sortName, l.id), i: l.id });
    }
  }
  for (const w of l.words) {
    items.push({
      ...wordEntryKey(county, l.kind, w, l.sortName, l.id),
      i: l.id,
      n: l.sortName,
      s: l.scopes,
      a: l.active,
      w: l.words,
    });
  }
  return items;
}

export const stateOf = (
  county: string,
  l: Listed | undefined,
): Required<IndexState> | { ix: undefined; ixc: undefined } =>
  l
    ? {
        ix: entryItems(county, l).map((i) => keyString(i as { pk: string; sk: string })),
        ixc: { s: l.scopes, a: l.active },
      }
    : { ix: undefined, ixc: undefined };

/** The 'x-y of n' fields of a list page that shows `shown` rows. */
export function pageFields(page: ListAnswer, shown: number) {
  const first = shown ? (page.pageNumber - 1) * PAGE_SIZE + 1 : 0;
  return {
    pageNumber: page.pageNumber,
    pageSize: PAGE_SIZE,
    first,
    last: shown ? first + shown - 1 : 0,
    total: page.total,
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}
