// POST /api/alerts/unsubscribe and the one-click POST (RFC 8058): deletes the subscription with everything in its
// partition (watches, guards, sent markers), each watch's match items and the manage link, so nothing personal is
// left; the month's count of unsubscriptions goes up. The answer says what happened (issue 29: a forged token was
// told 'You are unsubscribed'): a token of no subscription is a 404; the manage link's token item is kept for a
// year as UNSUBSCRIBED, so a second click (or a mail program's retried one-click POST) hears 'already unsubscribed'
// with a 200, as RFC 8058 asks that a repeat not fail.

import { alertMessages as m } from '@portal/shared/alerts/messages';
import {
  deleteAlertItems,
  deleteSubscription,
  getAlertToken,
  getSubscription,
  listSubscriberItems,
  putAlertToken,
} from '#src/data/app/alerts.ts';
import { notFound } from '#src/platform/errors.ts';
import { countStat } from './stats.ts';

/** How long a used unsubscribe link still answers 'already unsubscribed' (then: not valid) */
const UNSUBSCRIBED_KEPT_SECONDS = 365 * 24 * 3600;

export async function unsubscribe(county: string, token: string): Promise<string> {
  const item = await getAlertToken(county, token);
  if (item?.kind === 'UNSUBSCRIBED') return m.alreadyUnsubscribed;
  const sub = item?.kind === 'MANAGE' ? await getSubscription(county, item.subId) : undefined;
  if (!sub || sub.manageToken !== token) throw notFound(m.unsubscribeLinkInvalid);
  const items = await listSubscriberItems(county, sub.subId);
  const matchKeys = items.flatMap((i) => (i.matchKeys ?? []).map(([pk, sk]) => ({ pk, sk })));
  // match items first: a watch found by the matcher meanwhile still has its subscription to read
  await deleteAlertItems(matchKeys);
  // the subscription itself by one delete: of two unsubscribes at once, only the one that removed it counts
  const removed = await deleteSubscription(county, sub.subId);
  await deleteAlertItems(items.filter((i) => i.sk !== 'SUB').map(({ pk, sk }) => ({ pk, sk })));
  const kept = Math.floor(Date.now() / 1000) + UNSUBSCRIBED_KEPT_SECONDS;
  await putAlertToken(county, token, { kind: 'UNSUBSCRIBED', subId: sub.subId }, kept);
  if (removed?.confirmed) await countStat(county, 'unsubscribed');
  return m.unsubscribed;
}
