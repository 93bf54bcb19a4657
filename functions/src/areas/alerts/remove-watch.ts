// POST /api/alerts/watches/remove: the watch, its duplicate guard and its match items go in one transaction with
// the count, so the limit frees a place only when the watch is really gone.

import { alertMessages as m } from '@portal/shared/alerts/messages';
import { getWatch, type Subscription, watchCountUpdate, watchDeletes } from '#src/data/app/alerts.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { notFound } from '#src/platform/errors.ts';

export async function removeWatch(county: string, sub: Subscription, watchId: string): Promise<void> {
  const watch = await getWatch(county, sub.subId, watchId);
  if (!watch) throw notFound(m.watchNotFound);
  await transactWrite(
    [...watchDeletes(county, sub.subId, watch), watchCountUpdate(county, sub.subId, -1)],
    // removed by another click at the same moment
    notFound(m.watchNotFound),
  );
}
