// Pays an order in ONE DynamoDB transaction: the balance change (refused below zero), the ledger entry under the
// order's idempotency key, the audit entry, the purchase of the pages and the order marked PAID. Either all of it
// happens or none, so a paid order is always retrievable and a retried payment never charges twice.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey } from '#src/areas/accounts/store.ts';
import { auditItem } from '#src/platform/audit.ts';
import { db } from '#src/platform/aws.ts';
import { tables } from '#src/platform/tables.ts';
import { type ImageState, markPaidUpdate, recordPurchaseUpdate } from './image-state-store.ts';

export type ChargeResult = 'PAID' | 'INSUFFICIENT_FUNDS' | 'STATE_CHANGED';

export const orderIdempotencyKey = (guid: string) => `IMAGE#${guid}`;

export async function chargeOrder(state: ImageState, username: string): Promise<ChargeResult> {
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [];
  let balanceIndex = -1;
  if (state.total > 0) {
    const field = state.kind === 'IMAGES' ? 'imagesRemaining' : 'usageBalanceCents';
    if (state.kind === 'ESCROW' || state.kind === 'IMAGES') {
      balanceIndex = items.length;
      items.push({
        Update: {
          TableName: tables.app,
          Key: accountKey(state.county, state.accountId),
          UpdateExpression: `SET ${field} = ${field} - :amt`,
          ConditionExpression: `attribute_exists(pk) AND ${field} >= :amt`,
          ExpressionAttributeValues: { ':amt': state.total },
        },
      });
    } else if (state.kind === 'PREAUTH') {
      // TODO(payments): draw PREAUTH orders against the card preauthorization through the payments charge service.
      return 'INSUFFICIENT_FUNDS';
    }
    // INVOICE: billed later from the ledger; no balance to check.
    const key = orderIdempotencyKey(state.guid);
    items.push({
      Put: {
        TableName: tables.ledger,
        Item: {
          pk: `C#${state.county}#LEDGER#${state.accountId}`,
          sk: key,
          idempotencyKey: key,
          type: 'IMAGE',
          kind: state.kind,
          amount: state.total,
          userId: state.userId,
          docId: state.docId,
          pages: state.chargedPages,
          at: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    items.push({
      Put: {
        TableName: tables.ledger,
        Item: auditItem({
          county: state.county,
          type: 'IMAGE',
          userId: state.userId,
          username,
          accountId: state.accountId,
          amountCents: state.kind === 'IMAGES' ? 0 : state.total,
          info: `${state.documentType}${state.documentNumber} pages ${state.chargedPages.join(',')}${
            state.kind === 'IMAGES' ? ` (${state.total} images)` : ''
          }`,
        }),
      },
    });
  }
  items.push({ Update: recordPurchaseUpdate(state) });
  items.push({ Update: markPaidUpdate(state) });
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
    return 'PAID';
  } catch (err) {
    if (!(err instanceof TransactionCanceledException)) throw err;
    const reasons = err.CancellationReasons ?? [];
    if (balanceIndex >= 0 && reasons[balanceIndex]?.Code === 'ConditionalCheckFailed') return 'INSUFFICIENT_FUNDS';
    return 'STATE_CHANGED';
  }
}
