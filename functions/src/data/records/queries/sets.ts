// Unions and intersections of bounded result sets (AND of names, Torrens text words, a legal search narrowed to a
// party) that stay exact when one side was cut off, by checking candidates one by one. Pure: the check is the caller's.
import { MAX_RESULTS, type QueryResult } from './gather.ts';

/** The union of several gathered sets, in order, each id once, cut at MAX_RESULTS. */
export function union<S>(sets: QueryResult<S>[], idOf: (s: S) => string, max = MAX_RESULTS): QueryResult<S> {
  const out = new Map<string, S>();
  for (const set of sets) for (const s of set.items) if (!out.has(idOf(s))) out.set(idOf(s), s);
  const items = [...out.values()];
  return { items: items.slice(0, max), truncated: items.length > max || sets.some((s) => s.truncated) };
}

/**
 * The items present in every set. Each set was gathered with a bound, so a truncated set may miss members: the
 * smallest complete set is the base (its order is kept), complete sets are intersected in memory, and the base's
 * candidates are checked against a truncated set by `check(candidates, setIndex)` (which returns the ids that
 * belong). When every set is truncated, the smallest one is the base and the result is truncated too.
 */
export async function intersect<S>(
  sets: QueryResult<S>[],
  idOf: (s: S) => string,
  check: (candidates: S[], setIndex: number) => Promise<Set<string>>,
): Promise<QueryResult<S>> {
  if (!sets.length) return { items: [], truncated: false };
  const order = sets.map((s, i) => ({ s, i })).sort((a, b) => a.s.items.length - b.s.items.length);
  const base = order.find((o) => !o.s.truncated) ?? order[0]!;
  let items = base.s.items;
  for (const { s, i } of order) {
    if (i === base.i || !items.length) continue;
    if (!s.truncated) {
      const ids = new Set(s.items.map(idOf));
      items = items.filter((x) => ids.has(idOf(x)));
    } else {
      const ids = await check(items, i);
      items = items.filter((x) => ids.has(idOf(x)));
    }
  }
  return { items, truncated: base.s.truncated };
}
