// POST /api/alerts/unsubscribe and the one-click POST (RFC 8058): deletes the subscription with everything in its
// partition (watches, guards, sent markers), each watch's match items and the manage link, so nothing personal is
// left; the month's count of unsubscriptions goes up. Unsubscribing twice is not an error.

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { alertMessages as m } from '@portal/shared/alerts/messages';
import { alertSubscriberPartition, alertSubscriptionKey, alertTokenKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { deleteKeys } from '#src/data/dynamo/write-items.ts';
import { countStat } from './stats.ts';
import { getSubscription, readToken } from './subscriber-store.ts';

export async function unsubscribe(county: string, token: string): Promise<string> {
  const item = await readToken(county, token);
  const sub = item?.kind === 'MANAGE' ? await getSubscription(county, item.subId) : undefined;
  if (!sub || sub.manageToken !== token) return m.unsubscribed;
  const items = await queryAll<{ pk: string; sk: string; matchKeys?: Array<[string, string]> }>({
    TableName: tables.app,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': alertSubscriberPartition(county, sub.subId) },
    ProjectionExpression: 'pk, sk, matchKeys',
    ConsistentRead: true,
  });
  const matchKeys = items.flatMap((i) => (i.matchKeys ?? []).map(([pk, sk]) => ({ pk, sk })));
  // match items first: a watch found by the matcher meanwhile still has its subscription to read
  await deleteKeys(matchKeys, { table: tables.app });
  // the subscription itself by one delete: of two unsubscribes at once, only the one that removed it counts
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tables.app, Key: alertSubscriptionKey(county, sub.subId), ReturnValues: 'ALL_OLD' }),
  );
  await deleteKeys(
    items.filter((i) => i.sk !== 'SUB').map(({ pk, sk }) => ({ pk, sk })),
    { table: tables.app },
  );
  await deleteKeys([alertTokenKey(county, token)], { table: tables.app });
  if (Attributes?.confirmed) await countStat(county, 'unsubscribed');
  return m.unsubscribed;
}
