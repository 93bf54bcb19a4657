// POST /api/alerts/watches/remove: the watch, its duplicate guard and its match items go in one transaction with
// the count, so the limit frees a place only when the watch is really gone.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { alertMessages as m } from '@portal/shared/alerts/messages';
import { alertSubscriptionKey, alertWatchGuardKey, alertWatchKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { notFound } from '#src/platform/errors.ts';
import type { Subscription } from './subscriber-store.ts';

export async function removeWatch(county: string, sub: Subscription, watchId: string): Promise<void> {
  const key = alertWatchKey(county, sub.subId, watchId);
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: key, ConsistentRead: true }));
  if (!Item) throw notFound(m.watchNotFound);
  const matchKeys = (Item.matchKeys ?? []) as Array<[string, string]>;
  await transactWrite(
    [
      { Delete: { TableName: tables.app, Key: key, ConditionExpression: 'attribute_exists(pk)' } },
      { Delete: { TableName: tables.app, Key: alertWatchGuardKey(county, sub.subId, Item.canonical) } },
      ...matchKeys.map(([pk, sk]) => ({ Delete: { TableName: tables.app, Key: { pk, sk } } })),
      {
        Update: {
          TableName: tables.app,
          Key: alertSubscriptionKey(county, sub.subId),
          UpdateExpression: 'ADD watchCount :minus',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ],
    // removed by another click at the same moment
    notFound(m.watchNotFound),
  );
}
