// County configuration: one item per group, read merged over the group's defaults (shared/config/groups), and the
// counties, both read through a short cache (the calls: data/app/county-config.ts).

import { type ConfigGroup, type ConfigGroupName, readGroup } from '@portal/shared/config/groups';
import {
  type County,
  getConfigValue,
  getCountyItem,
  putConfigValue,
  putCountyItem,
} from '../data/app/county-config.ts';

export { listCounties } from '../data/app/county-config.ts';
export type { County };

const cache = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * How long a county or configuration group read is reused (CONFIG_CACHE_MS, default 5 s): a change made by another
 * process (another Lambda, a test writing the store) shows within this time. Test stacks set it low.
 */
function cacheMs(): number {
  const ms = Number(process.env.CONFIG_CACHE_MS || 5_000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 5_000;
}

/**
 * A cached read. Callers at once share one read. A busy process never waits for a read: in the last fifth of an
 * entry's life a call answers from it and reads again behind it (issue 20: every search waited for up to four
 * expired groups in turn, a GetItem each), so what is answered is still never older than cacheMs.
 */
function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
  const ms = cacheMs();
  const now = Date.now();
  const hit = cache.get(key);
  const age = hit ? now - hit.at : Number.POSITIVE_INFINITY;
  if (hit && age < ms) {
    if (age >= ms * 0.8 && !refreshing.has(key)) refresh(key, hit, read);
    return hit.value as Promise<T>;
  }
  const entry = { at: now, value: read() as Promise<unknown> };
  cache.set(key, entry);
  // a failed read is not kept: the next call reads again
  entry.value.catch(() => cache.get(key) === entry && cache.delete(key));
  return entry.value as Promise<T>;
}

const refreshing = new Set<string>();

function refresh<T>(key: string, entry: { at: number; value: Promise<unknown> }, read: () => Promise<T>): void {
  refreshing.add(key);
  const at = Date.now();
  read()
    .then((value) => {
      // a write made meanwhile (putConfig) dropped the entry: what was read before it is not kept
      if (cache.get(key) === entry) cache.set(key, { at, value: Promise.resolve(value) });
    })
    .catch(() => undefined)
    .finally(() => refreshing.delete(key));
}

export function getCounty(county: string): Promise<County | undefined> {
  return cached(`county:${county}`, () => getCountyItem(county));
}

export async function putCounty(c: County): Promise<void> {
  await putCountyItem(c);
  cache.delete(`county:${c.id}`);
}

export function getConfig<G extends ConfigGroupName>(county: string, group: G): Promise<ConfigGroup<G>> {
  return cached(`cfg:${county}:${group}`, async () => readGroup(group, await getConfigValue(county, group)));
}

export async function putConfig<G extends ConfigGroupName>(
  county: string,
  group: G,
  value: ConfigGroup<G>,
): Promise<void> {
  await putConfigValue(county, group, value);
  cache.delete(`cfg:${county}:${group}`);
}

export function clearConfigCache(): void {
  cache.clear();
}
