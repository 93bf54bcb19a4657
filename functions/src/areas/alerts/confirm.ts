// POST /api/alerts/confirm: the second step of the double opt-in, a POST from the SPA's confirm page (a mail
// scanner's GET of the link confirms nothing). Confirming twice answers the same manage token. The subscription
// turns confirmed, its manage link starts to work and the month's count of new subscribers goes up, in one
// transaction, so a count is never missed nor doubled.

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { alertMessages as m } from '@portal/shared/alerts/messages';
import type { ConfirmAnswer } from '@portal/shared/alerts/schemas';
import { alertSubscriptionKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { cancelCodes } from '#src/data/dynamo/transact-write.ts';
import { notFound } from '#src/platform/errors.ts';
import { statChange } from './stats.ts';
import { getSubscription, readToken, tokenItem } from './subscriber-store.ts';

export async function confirm(county: string, token: string): Promise<ConfirmAnswer> {
  const item = await readToken(county, token);
  const sub = item?.kind === 'CONFIRM' ? await getSubscription(county, item.subId) : undefined;
  if (!item || !sub) throw notFound(m.linkUnknown);
  if (sub.confirmed) return { manageToken: sub.manageToken };
  if ((item.expiresAt ?? 0) < Date.now()) throw notFound(m.linkExpired);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tables.app,
              Key: alertSubscriptionKey(county, sub.subId),
              UpdateExpression: 'SET confirmed = :t, confirmedAt = :now REMOVE #ttl',
              ConditionExpression: 'confirmed = :f',
              ExpressionAttributeNames: { '#ttl': 'ttl' },
              ExpressionAttributeValues: { ':t': true, ':f': false, ':now': new Date().toISOString() },
            },
          },
          {
            Put: {
              TableName: tables.app,
              Item: tokenItem(county, sub.manageToken, { kind: 'MANAGE', subId: sub.subId }),
            },
          },
          await statChange(county, 'confirmed'),
        ],
      }),
    );
  } catch (e) {
    // confirmed at the same moment by another click: the same answer
    if (!cancelCodes(e)) throw e;
    const again = await getSubscription(county, sub.subId);
    if (!again?.confirmed) throw notFound(m.linkUnknown);
  }
  return { manageToken: sub.manageToken };
}
