// Counties and their configuration groups (app table, docs/data-model.md 'County configuration'): a county's item
// (`C#c` / `COUNTY`, listed on gsi1 `COUNTIES`) and one item per configuration group (`C#c` / `CONFIG#<group>`,
// `{ value, updatedAt }`). platform/config.ts caches the reads and fills a group's defaults; these are the calls.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ConfigGroup, ConfigGroupName } from '@portal/shared/config/groups';
import { configKey, countiesIndex, countyIndexAttributes, countyKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';

export interface County {
  id: string;
  name: string;
  stateCode: string;
}

/** A county's item (an eventually consistent GetItem), or undefined. */
export async function getCountyItem(county: string): Promise<County | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: countyKey(county) }));
  return Item ? ({ id: Item.id, name: Item.name, stateCode: Item.stateCode } as County) : undefined;
}

/** Writes a county's item with its place in the list of counties. */
export async function putCountyItem(c: County): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { ...countyKey(c.id), ...countyIndexAttributes(c.id), ...c },
    }),
  );
}

/** Every county (gsi1 `COUNTIES`, every page). */
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

/**
 * A configuration group's saved value, undefined if never saved. An eventually consistent GetItem; `consistent`
 * reads past that (the before of a save).
 */
export async function getConfigValue(
  county: string,
  group: ConfigGroupName,
  options: { consistent?: boolean } = {},
): Promise<unknown> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tables.app,
      Key: configKey(county, group),
      ...(options.consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return Item?.value;
}

const configItem = <G extends ConfigGroupName>(county: string, group: G, value: ConfigGroup<G>) => ({
  ...configKey(county, group),
  value,
  updatedAt: new Date().toISOString(),
});

/** Writes a group's value (the seeds, the tests, the settings written outside the configuration pages). */
export async function putConfigValue<G extends ConfigGroupName>(
  county: string,
  group: G,
  value: ConfigGroup<G>,
): Promise<void> {
  await db().send(new PutCommand({ TableName: tables.app, Item: configItem(county, group, value) }));
}

/** A group's Put as a transaction item, to go with its audit entry. */
export function configGroupPut<G extends ConfigGroupName>(
  county: string,
  group: G,
  value: ConfigGroup<G>,
): TransactItem {
  return { Put: { TableName: tables.app, Item: configItem(county, group, value) } };
}
