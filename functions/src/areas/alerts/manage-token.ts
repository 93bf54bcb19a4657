// A subscriber acts only through the token of an e-mailed manage link (no sign-in): the subscription it opens.
import { alertMessages as m } from '@portal/shared/alerts/messages';
import { getAlertToken, getSubscription, type Subscription } from '#src/data/app/alerts.ts';
import { notFound } from '#src/platform/errors.ts';

/** The subscription a manage link opens, or a 404 a person can act on. */
export async function subscriptionOfManageToken(county: string, token: string): Promise<Subscription> {
  const item = await getAlertToken(county, token);
  const sub = item?.kind === 'MANAGE' ? await getSubscription(county, item.subId) : undefined;
  if (!sub?.confirmed || sub.manageToken !== token) throw notFound(m.linkUnknown);
  return sub;
}
