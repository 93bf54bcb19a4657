// County configuration: one item per group, read merged over the group's defaults (shared/config/groups).

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type ConfigGroup, type ConfigGroupName, readGroup } from '@portal/shared/config/groups';
import { configKey, countiesIndex, countyIndexAttributes, countyKey } from './app-keys.ts';
import { db } from './aws.ts';
import { queryAll } from './query-all.ts';
import { tables } from './tables.ts';

const cache = new Map<string, { at: number; value: unknown }>();

/**
 * How long a county or configuration group read is reused (CONFIG_CACHE_MS, default 5 s): a change made by another
 * process (another Lambda, a test writing the store) shows within this time. Test stacks set it low.
 */
function cacheMs(): number {
  const ms = Number(process.env.CONFIG_CACHE_MS || 5_000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 5_000;
}

export interface County {
  id: string;
  name: string;
  stateCode: string;
}

export async function getCounty(county: string): Promise<County | undefined> {
  const hit = cache.get(`county:${county}`);
  if (hit && Date.now() - hit.at < cacheMs()) return hit.value as County | undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: countyKey(county) }));
  const value = Item ? ({ id: Item.id, name: Item.name, stateCode: Item.stateCode } as County) : undefined;
  cache.set(`county:${county}`, { at: Date.now(), value });
  return value;
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

export async function getConfig<G extends ConfigGroupName>(county: string, group: G): Promise<ConfigGroup<G>> {
  const key = `cfg:${county}:${group}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < cacheMs()) return hit.value as ConfigGroup<G>;
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: configKey(county, group) }));
  const value = readGroup(group, Item?.value);
  cache.set(key, { at: Date.now(), value });
  return value;
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
