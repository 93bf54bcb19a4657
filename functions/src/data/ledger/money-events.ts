// The items of a money event's ONE transaction (docs/data-model.md, 'Ledger: access patterns'): the ledger entry
// under the event's idempotency key (attribute_not_exists: written once), and the conditional balance change it
// makes, on the account (usageBalanceCents, imagesRemaining) or on a card preauthorization's unspent part. The
// audit entry beside them is data/ledger/audit.ts's. What an event is, and what a refusal answers, is the
// payments area's (payments/ledger.ts applyMoneyEvent).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey, preauthKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { ledgerEntryKey } from '#src/data/ledger/keys.ts';

export type LedgerEventType =
  | 'CHARGE'
  | 'DEPOSIT'
  | 'ADD_ON'
  | 'PREAUTHORIZATION'
  | 'CAPTURE'
  | 'VOID'
  | 'REFUND'
  /** a balance brought from LS1 (its opening entry), or taken off an account the LS1 migration wipes */
  | 'MIGRATION';

/** The balance fields of an account item that only the ledger changes. */
export type AccountBalanceField = 'usageBalanceCents' | 'imagesRemaining';

export interface LedgerEntry {
  idempotencyKey: string;
  type: LedgerEventType;
  transactionType: string;
  accountId: string;
  userId: string;
  username: string;
  amountCents: number;
  images: number;
  /** the signed balance change the entry made: { usageBalanceCents: -150 }, { preauthCents: -150 } */
  change: Record<string, number>;
  details: Record<string, unknown>;
  at: string;
}

/** The ledger entry of an account's money event, once: refused when its idempotency key was written before. */
export function ledgerEntryPut(county: string, entry: LedgerEntry): TransactItem {
  return {
    Put: {
      TableName: tables.ledger,
      Item: { ...ledgerEntryKey(county, entry.accountId, entry.idempotencyKey), ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The entry an account's event wrote under its idempotency key (strongly consistent). */
export async function readLedgerEntry(
  county: string,
  accountId: string,
  idempotencyKey: string,
): Promise<LedgerEntry | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tables.ledger,
      Key: ledgerEntryKey(county, accountId, idempotencyKey),
      ConsistentRead: true,
    }),
  );
  return Item as LedgerEntry | undefined;
}

/**
 * Adds each delta to the account's field (missing counts as 0) and sets the other fields; refused when the account
 * is gone or a negative delta would take its field below zero. Undefined when there is nothing to change.
 */
export function accountBalanceUpdate(
  county: string,
  accountId: string,
  deltas: Partial<Record<AccountBalanceField, number>>,
  set: Record<string, unknown> = {},
): TransactItem | undefined {
  const changes = Object.entries(deltas).filter(([, d]) => d !== 0) as Array<[AccountBalanceField, number]>;
  const sets: string[] = [];
  const conditions = ['attribute_exists(pk)'];
  const values: Record<string, unknown> = changes.length ? { ':zero': 0 } : {};
  const names: Record<string, string> = {};
  changes.forEach(([field, delta], i) => {
    if (!Number.isSafeInteger(delta)) throw new RangeError(`${field} delta must be an integer, got ${delta}`);
    names[`#b${i}`] = field;
    values[`:d${i}`] = delta;
    sets.push(`#b${i} = if_not_exists(#b${i}, :zero) + :d${i}`);
    if (delta < 0) {
      values[`:n${i}`] = -delta;
      conditions.push(`#b${i} >= :n${i}`);
    }
  });
  Object.entries(set).forEach(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    sets.push(`#s${i} = :s${i}`);
  });
  if (!sets.length) return undefined;
  return {
    Update: {
      TableName: tables.app,
      Key: accountKey(county, accountId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Spends from a card preauthorization: refused unless it is OPEN, unexpired at `at` and has the amount left. */
export function preauthSpendUpdate(
  county: string,
  userId: string,
  transId: string,
  spendCents: number,
  at: Date,
): TransactItem {
  if (!Number.isSafeInteger(spendCents) || spendCents <= 0) {
    throw new RangeError(`spendCents must be a positive integer, got ${spendCents}`);
  }
  return {
    Update: {
      TableName: tables.app,
      Key: preauthKey(county, userId, transId),
      UpdateExpression: 'SET remainingCents = remainingCents - :amt, spentCents = spentCents + :amt',
      ConditionExpression: '#s = :open AND expiresAt > :now AND remainingCents >= :amt',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':amt': spendCents, ':open': 'OPEN', ':now': at.getTime() },
    },
  };
}
