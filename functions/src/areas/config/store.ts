// The configuration pages' writes: a group's item and its audit entry in one transaction, so a save is never
// unaudited. (getConfig/putConfig in platform/config.ts read and write the same item.)
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@portal/shared/auth/roles';
import type { ConfigGroup, ConfigGroupName } from '@portal/shared/config/groups';
import { configKey, countySessionsIndex } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { clearConfigCache } from '#src/platform/config.ts';

/** The group as saved (a strongly consistent read past the cache: the before of a save), or undefined. */
export async function readSavedGroup(county: string, group: ConfigGroupName): Promise<unknown> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: configKey(county, group), ConsistentRead: true }),
  );
  return Item?.value;
}

export const groupPut = <G extends ConfigGroupName>(county: string, group: G, value: ConfigGroup<G>): TransactItem => ({
  Put: {
    TableName: tables.app,
    Item: { ...configKey(county, group), value, updatedAt: new Date().toISOString() },
  },
});

/** Writes the items together, then drops this process's cached configuration: the next read is the saved one
 * (other processes' copies lapse within CONFIG_CACHE_MS). */
export async function writeGroups(items: TransactItem[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: items }));
  clearConfigCache();
}

/** The county's live sessions (gsi1, as platform/session.ts writes them), with each one's role. */
export async function countySessions(county: string) {
  const sessions = countySessionsIndex(county);
  return queryAll<{ pk: string; sk: string; role: Role }>({
    TableName: tables.app,
    IndexName: sessions.index,
    KeyConditionExpression: `${sessions.pkName} = :p`,
    ExpressionAttributeValues: { ':p': sessions.pk },
    ProjectionExpression: 'pk, sk, #role',
    ExpressionAttributeNames: { '#role': 'role' },
  });
}
