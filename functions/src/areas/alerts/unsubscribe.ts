// POST /api/alerts/unsubscribe and the one-click POST (RFC 8058): deletes the subscription with everything in its
// partition (watches, guards, sent markers), each watch's match items and the manage link, so nothing personal is
// left; the month's count of unsubscriptions goes up. Unsubscribing twice is not an error.

import { alertMessages as m } from '@portal/shared/alerts/messages';
import {
  deleteAlertItems,
  deleteAlertToken,
  deleteSubscription,
  getAlertToken,
  getSubscription,
  listSubscriberItems,
} from '#src/data/app/alerts.ts';
import { countStat } from './stats.ts';

export async function unsubscribe(county: string, token: string): Promise<string> {
  const item = await getAlertToken(county, token);
  const sub = item?.kind === 'MANAGE' ? await getSubscription(county, item.subId) : undefined;
  if (!sub || sub.manageToken !== token) return m.unsubscribed;
  const items = await listSubscriberItems(county, sub.subId);
  const matchKeys = items.flatMap((i) => (i.matchKeys ?? []).map(([pk, sk]) => ({ pk, sk })));
  // match items first: a watch found by the matcher meanwhile still has its subscription to read
  await deleteAlertItems(matchKeys);
  // the subscription itself by one delete: of two unsubscribes at once, only the one that removed it counts
  const removed = await deleteSubscription(county, sub.subId);
  await deleteAlertItems(items.filter((i) => i.sk !== 'SUB').map(({ pk, sk }) => ({ pk, sk })));
  await deleteAlertToken(county, token);
  if (removed?.confirmed) await countStat(county, 'unsubscribed');
  return m.unsubscribed;
}
