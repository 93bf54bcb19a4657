// County configuration: one item per group, read merged over the group's defaults (shared/config/groups).

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type ConfigGroup, type ConfigGroupName, readGroup } from '@portal/shared/config/groups';
import { configKey, countiesIndex, countyIndexAttributes, countyKey } from '../data/app/keys.ts';
import { db } from '../data/dynamo/client.ts';
import { queryAll } from '../data/dynamo/query-all.ts';
import { tables } from '../data/dynamo/tables.ts';

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

export interface County {
  id: string;
  name: string;
  stateCode: string;
}

export function getCounty(county: string): Promise<County | undefined> {
  return cached(`county:${county}`, async () => {
    const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: countyKey(county) }));
    return Item ? ({ id: Item.id, name: Item.name, stateCode: Item.stateCode } as County) : undefined;
  });
}

export async function putCounty(c: County): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { ...countyKey(c.id), ...countyIndexAttributes(c.id), ...c },
    }),
  );
  cache.delete(`county:${c.id}`);
}

export async function listCounties(): Promise<County[]> {
  const index = countiesIndex();
  const items = await queryAll<County>({
    TableName: tables.app,
    IndexName: index.index,
    KeyConditionExpression: `${index.pkName} = :p`,
    ExpressionAttributeValues: { ':p': index.pk },
  });
  return items.map((i) => ({ id: i.id, name: i.name, stateCode: i.stateCode }));
}

export function getConfig<G extends ConfigGroupName>(county: string, group: G): Promise<ConfigGroup<G>> {
  return cached(`cfg:${county}:${group}`, async () => {
    const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: configKey(county, group) }));
    return readGroup(group, Item?.value);
  });
}

export async function putConfig<G extends ConfigGroupName>(
  county: string,
  group: G,
  value: ConfigGroup<G>,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { ...configKey(county, group), value, updatedAt: new Date().toISOString() },
    }),
  );
  cache.delete(`cfg:${county}:${group}`);
}

export function clearConfigCache(): void {
  cache.clear();
}
