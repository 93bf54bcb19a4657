// Pays an order in ONE DynamoDB transaction: the balance change (refused below zero), the ledger entry under the
// order's idempotency key, the audit entry, the purchase of the pages and the order marked PAID. Either all of it
// happens or none, so a paid order is always retrievable and a retried payment never charges twice.
import { applyMoneyEvent, type BalanceChange, openPreauthorization } from '#src/areas/payments/index.ts';
import { type ImageState, imagePurchaseUpdate, imageStatePaidUpdate } from '#src/data/app/images.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { isTransactionCanceled, transactWrite } from '#src/data/dynamo/transact-write.ts';

export type ChargeResult = 'PAID' | 'INSUFFICIENT_FUNDS' | 'STATE_CHANGED';

export const orderIdempotencyKey = (guid: string) => `IMAGE#${guid}`;

/** `logItems`: what else must be written exactly when the order is paid (a title file's search log entry). */
export async function chargeOrder(
  state: ImageState,
  username: string,
  logItems: TransactItem[] = [],
): Promise<ChargeResult> {
  const extraItems = [imagePurchaseUpdate(state), imageStatePaidUpdate(state), ...logItems];
  if (state.total <= 0) {
    // Nothing to charge (pages bought before, staff, an unlimited flat fee): record the purchase only.
    try {
      await transactWrite(extraItems, () => undefined);
      return 'PAID';
    } catch (err) {
      if (isTransactionCanceled(err)) return 'STATE_CHANGED';
      throw err;
    }
  }
  let balance: BalanceChange | undefined;
  if (state.kind === 'ESCROW') balance = { kind: 'ACCOUNT', deltas: { usageBalanceCents: -state.total } };
  else if (state.kind === 'IMAGES') balance = { kind: 'ACCOUNT', deltas: { imagesRemaining: -state.total } };
  else if (state.kind === 'PREAUTH') {
    const preauth = await openPreauthorization(state.county, state.userId);
    if (!preauth) return 'INSUFFICIENT_FUNDS';
    balance = { kind: 'PREAUTH', userId: state.userId, transId: preauth.transId, spendCents: state.total };
  }
  // INVOICE: billed later from the ledger; no balance to check.
  const images = state.kind === 'IMAGES';
  const result = await applyMoneyEvent({
    county: state.county,
    accountId: state.accountId,
    userId: state.userId,
    username,
    type: 'CHARGE',
    transactionType: 'IMAGE',
    idempotencyKey: orderIdempotencyKey(state.guid),
    amountCents: images ? 0 : state.total,
    ...(images ? { images: state.total } : {}),
    ...(balance ? { balance } : {}),
    info: `${state.documentType}${state.documentNumber} pages ${state.chargedPages.join(',')}${
      images ? ` (${state.total} images)` : ''
    }`,
    details: {
      kind: state.kind,
      docId: state.docId,
      pages: state.chargedPages,
      ...(balance?.kind === 'PREAUTH' ? { transId: balance.transId } : {}),
    },
    extraItems,
  });
  if (result.status === 'APPLIED') return 'PAID';
  if (result.status === 'INSUFFICIENT') return 'INSUFFICIENT_FUNDS';
  return 'STATE_CHANGED';
}
