// The identity of a search: its form type, its parsed criteria (defaults filled, text trimmed, key order ignored)
// and the day it ran (Current/Expired liens and default dates depend on it). Paging with the same identity reads
// the kept result set.
import { createHash } from 'node:crypto';

export function criteriaHash(type: string, criteria: Record<string, unknown>, today: string): string {
  const ordered = Object.fromEntries(Object.entries(criteria).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return createHash('sha256')
    .update(JSON.stringify([type, ordered, today]))
    .digest('base64url')
    .slice(0, 22);
}
