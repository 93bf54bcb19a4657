// POST /api/alerts/watches/add: one transaction writes the watch, its duplicate guard and an item under each key it
// watches (watch-keys.ts), and counts it on the subscription under the limit, so two adds at once can neither pass
// the limit nor add the same watch twice.

import { MAX_WATCHES, alertMessages as m } from '@portal/shared/alerts/messages';
import type { Watch, WatchInput } from '@portal/shared/alerts/schemas';
import { type Subscription, watchCountUpdate, watchGuardPut, watchPuts } from '#src/data/app/alerts.ts';
import { conditionFailed, transactWrite } from '#src/data/dynamo/transact-write.ts';
import { badRequest, conflict } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import { canonicalWatch, watchKeys } from './watch-keys.ts';

export async function addWatch(county: string, sub: Subscription, input: WatchInput): Promise<Watch> {
  const keys = watchKeys(input);
  if (!keys.length) throw badRequest(m.nothingToWatch, { 'watch.lastName': m.lettersOrDigits });
  if ((sub.watchCount ?? 0) >= MAX_WATCHES) throw conflict(m.tooManyWatches);
  const watchId = newId();
  const createdAt = new Date().toISOString();
  const canonical = canonicalWatch(input);
  await transactWrite(
    [
      // 0: the count, under the limit, of a confirmed subscription; 1: one watch of a thing per subscriber
      watchCountUpdate(county, sub.subId, 1, MAX_WATCHES),
      watchGuardPut(county, sub.subId, canonical, watchId),
      ...watchPuts(county, sub.subId, { watchId, createdAt, watch: input, canonical, keys }),
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
