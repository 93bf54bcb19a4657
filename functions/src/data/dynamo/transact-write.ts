// One DynamoDB transaction whose refusal the caller answers in its own words: a condition that failed (the row was
// changed or removed meanwhile, a duplicate, a limit) becomes a 409, 404 or 400 the person can act on, never a 500.
// DynamoDB names no failed condition in the error's message, only one cancellation reason per item, in order.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';

/** Each item's cancellation reason code ('ConditionalCheckFailed', 'None', ...), in the items' order. */
export type CancelCodes = ReadonlyArray<string | undefined>;

/** The reason codes of a cancelled transaction; undefined for any other error. */
export function cancelCodes(err: unknown): CancelCodes | undefined {
  if ((err as Error | undefined)?.name !== 'TransactionCanceledException') return undefined;
  return ((err as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? []).map((r) => r.Code);
}

/**
 * Writes the items in one transaction. When DynamoDB cancels it, throws `refused` (or what it answers for the
 * reason codes); a function answering undefined, and every other error, throws the original error.
 */
export async function transactWrite(
  items: TransactItem[],
  refused: Error | ((codes: CancelCodes) => Error | undefined),
): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (err) {
    const codes = cancelCodes(err);
    if (!codes) throw err;
    throw (typeof refused === 'function' ? refused(codes) : refused) ?? err;
  }
}

/** The item at `index` was refused by its own condition. */
export const conditionFailed = (codes: CancelCodes, index: number) => codes[index] === 'ConditionalCheckFailed';

/** A single conditional write (Put, Update, Delete) was refused by its condition. */
export const isConditionFailed = (err: unknown) =>
  (err as Error | undefined)?.name === 'ConditionalCheckFailedException';

/** A transaction was cancelled (a condition refused, or a conflict with another transaction). */
export const isTransactionCanceled = (err: unknown) =>
  (err as Error | undefined)?.name === 'TransactionCanceledException';
