// Given names that stand for one another (nickname-groups.ts, a public list): a name's own row (WILLIAM: BILL, WILL,
// BILLY, ...), every row that lists it (BILL is listed by WILLIAM and WILL), and the other names of those rows
// (BILL and BILLY, both listed by WILLIAM). Not further: a third step would join names nobody treats as one.
import { NICKNAME_ROWS } from './nickname-groups.ts';

let table: Map<string, Set<string>> | undefined;

function build(): Map<string, Set<string>> {
  const rows = NICKNAME_ROWS.trim()
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((n) => n.trim().toUpperCase())
        .filter((n) => /^[A-Z]+$/.test(n)),
    );
  const names = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    if (a === b) return;
    if (!names.has(a)) names.set(a, new Set());
    names.get(a)!.add(b);
  };
  for (const [head, ...nicknames] of rows) {
    if (!head) continue;
    for (const n of nicknames) {
      add(head, n);
      add(n, head);
      for (const sibling of nicknames) add(n, sibling);
    }
  }
  return names;
}

/** The names that stand for `first` (upper case, without itself); none for a name the list does not hold. */
export function nicknamesOf(first: string): ReadonlySet<string> {
  table ??= build();
  return table.get(first.toUpperCase()) ?? new Set();
}
