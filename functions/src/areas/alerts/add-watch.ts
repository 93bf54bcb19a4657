// POST /api/alerts/watches/add: one transaction writes the watch, its duplicate guard and an item under each key it
// watches (watch-keys.ts), and counts it on the subscription under the limit, so two adds at once can neither pass
// the limit nor add the same watch twice.

import { MAX_WATCHES, alertMessages as m } from '@portal/shared/alerts/messages';
import type { Watch, WatchInput } from '@portal/shared/alerts/schemas';
import { alertMatchKey, alertSubscriptionKey, alertWatchGuardKey, alertWatchKey } from '#src/data/app/keys.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { conditionFailed, transactWrite } from '#src/data/dynamo/transact-write.ts';
import { badRequest, conflict } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import type { Subscription } from './subscriber-store.ts';
import { canonicalWatch, watchKeys } from './watch-keys.ts';

export async function addWatch(county: string, sub: Subscription, input: WatchInput): Promise<Watch> {
  const keys = watchKeys(input);
  if (!keys.length) throw badRequest(m.nothingToWatch, { 'watch.lastName': m.lettersOrDigits });
  if ((sub.watchCount ?? 0) >= MAX_WATCHES) throw conflict(m.tooManyWatches);
  const watchId = newId();
  const createdAt = new Date().toISOString();
  const canonical = canonicalWatch(input);
  const matchItems = keys.map((k) => ({
    ...alertMatchKey(county, k.key, sub.subId, watchId),
    subId: sub.subId,
    watchId,
    ...(k.name ? { first: k.name.first, mi: k.name.mi } : {}),
  }));
  await transactWrite(
    [
      {
        Update: {
          TableName: tables.app,
          Key: alertSubscriptionKey(county, sub.subId),
          UpdateExpression: 'ADD watchCount :one',
          ConditionExpression: 'confirmed = :t AND (attribute_not_exists(watchCount) OR watchCount < :max)',
          ExpressionAttributeValues: { ':one': 1, ':t': true, ':max': MAX_WATCHES },
        },
      },
      {
        Put: {
          TableName: tables.app,
          Item: { ...alertWatchGuardKey(county, sub.subId, canonical), watchId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tables.app,
          Item: {
            ...alertWatchKey(county, sub.subId, watchId),
            watchId,
            createdAt,
            watch: input,
            canonical,
            matchKeys: matchItems.map((i) => [i.pk, i.sk]),
          },
        },
      },
      ...matchItems.map((Item) => ({ Put: { TableName: tables.app, Item } })),
    ],
    (codes) => {
      if (conditionFailed(codes, 1)) {
        return conflict(m.duplicateWatch);
      }
      return conditionFailed(codes, 0) ? conflict(m.tooManyWatches) : undefined;
    },
  );
  return { ...input, watchId, createdAt };
}
