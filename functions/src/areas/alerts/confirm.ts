// POST /api/alerts/confirm: the second step of the double opt-in, a POST from the SPA's confirm page (a mail
// scanner's GET of the link confirms nothing). Confirming twice answers the same manage token. The subscription
// turns confirmed, its manage link starts to work and the month's count of new subscribers goes up, in one
// transaction, so a count is never missed nor doubled.

import { alertMessages as m } from '@portal/shared/alerts/messages';
import type { ConfirmAnswer } from '@portal/shared/alerts/schemas';
import { alertTokenPut, getAlertToken, getSubscription, subscriptionConfirmUpdate } from '#src/data/app/alerts.ts';
import { isTransactionCanceled, transactWrite } from '#src/data/dynamo/transact-write.ts';
import { notFound } from '#src/platform/errors.ts';
import { statChange } from './stats.ts';

export async function confirm(county: string, token: string): Promise<ConfirmAnswer> {
  const item = await getAlertToken(county, token);
  const sub = item?.kind === 'CONFIRM' ? await getSubscription(county, item.subId) : undefined;
  if (!item || !sub) throw notFound(m.linkUnknown);
  if (sub.confirmed) return { manageToken: sub.manageToken };
  if ((item.expiresAt ?? 0) < Date.now()) throw notFound(m.linkExpired);
  try {
    await transactWrite(
      [
        subscriptionConfirmUpdate(county, sub.subId, new Date().toISOString()),
        alertTokenPut(county, sub.manageToken, { kind: 'MANAGE', subId: sub.subId }),
        await statChange(county, 'confirmed'),
      ],
      () => undefined,
    );
  } catch (e) {
    // confirmed at the same moment by another click: the same answer
    if (!isTransactionCanceled(e)) throw e;
    const again = await getSubscription(county, sub.subId);
    if (!again?.confirmed) throw notFound(m.linkUnknown);
  }
  return { manageToken: sub.manageToken };
}
