// The money ledger (ARCHITECTURE section 6). Every money event — a charge, a deposit, a flat-fee add-on, a card
// preauthorization, its capture and its void, a refund — is applied as ONE DynamoDB transaction of:
//   1. the ledger entry under the event's idempotency key (attribute_not_exists: a replay is applied once, and
//      answers the entry the first application wrote),
//   2. the conditional balance change, when the event moves a balance: the account's usageBalanceCents or
//      imagesRemaining, or the unspent part of a card preauthorization; a debit is refused rather than taking
//      the balance below zero,
//   3. the audit-log entry (transaction type, user, account, amount, data source) that reports read,
//   4. whatever else must happen with it or not at all (an image order marked paid, a payment record completed).
// Keys: platform/ledger-keys.ts.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey, preauthKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { ledgerEntryKey } from '#src/data/ledger/keys.ts';
import { auditItem } from '#src/platform/audit.ts';

export type LedgerEventType = 'CHARGE' | 'DEPOSIT' | 'ADD_ON' | 'PREAUTHORIZATION' | 'CAPTURE' | 'VOID' | 'REFUND';

/** The balance fields of an account item that only the ledger changes. */
export type AccountBalanceField = 'usageBalanceCents' | 'imagesRemaining';

export type BalanceChange =
  /** Adds each delta to the account's field; a negative delta is refused if the field would go below zero. */
  | { kind: 'ACCOUNT'; deltas: Partial<Record<AccountBalanceField, number>>; set?: Record<string, unknown> }
  /** Spends from an open, unexpired card preauthorization (remainingCents down, spentCents up). */
  | { kind: 'PREAUTH'; userId: string; transId: string; spendCents: number };

export interface MoneyEvent {
  county: string;
  accountId: string;
  userId: string;
  username: string;
  type: LedgerEventType;
  /** the audit log's transaction type: SEARCH, IMAGE, ESCROW_DEPOSIT, FLAT_FEE_ADD_ON, CC_CAPTURE ... */
  transactionType: string;
  idempotencyKey: string;
  /** the money this event moves, in cents (0 for an event counted in images) */
  amountCents: number;
  /** images moved (flat-fee charges and add-ons) */
  images?: number;
  /**
   * whether the audit entry carries amountCents, which the transaction totals and report add up. Off for events
   * that only settle money already counted (a capture of charges made against a preauthorization, its void).
   */
  auditAmount?: boolean;
  balance?: BalanceChange;
  /** where the event came from: FIVE (this portal, the default), WEBHOOK, SCHEDULE ... */
  dataSource?: string;
  info?: string;
  /** kept on the ledger entry: transId, docId, option ... (a replay answers them) */
  details?: Record<string, unknown>;
  /** items written in the same transaction; their conditions failing refuses the whole event */
  extraItems?: TransactItem[];
}

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

export type ApplyResult =
  /** written now */
  | { status: 'APPLIED'; entry: LedgerEntry }
  /** written before under the same idempotency key: the first entry, nothing changed now */
  | { status: 'REPLAYED'; entry: LedgerEntry }
  /** the debit would take the balance below zero (or the preauthorization is closed or expired): nothing changed */
  | { status: 'INSUFFICIENT' }
  /** one of the extra items' conditions failed: nothing changed */
  | { status: 'REFUSED'; failedItems: number[] };

const MAX_ATTEMPTS = 30;

/** Applies a money event once. Concurrent transactions on the same item are retried; any other error throws. */
export async function applyMoneyEvent(event: MoneyEvent): Promise<ApplyResult> {
  if (!Number.isSafeInteger(event.amountCents) || event.amountCents < 0) {
    throw new RangeError(`amountCents must be a non-negative integer, got ${event.amountCents}`);
  }
  for (let attempt = 1; ; attempt++) {
    const { items, balanceIndex, extraStart } = transactItems(event);
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return { status: 'APPLIED', entry: items[0]?.Put?.Item as LedgerEntry };
    } catch (err) {
      if (!(err instanceof TransactionCanceledException)) throw err;
      const codes = (err.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
      if (codes[0] === 'ConditionalCheckFailed') {
        const entry = await readLedgerEntry(event.county, event.accountId, event.idempotencyKey);
        if (entry) return { status: 'REPLAYED', entry };
      }
      if (codes.includes('TransactionConflict') && attempt < MAX_ATTEMPTS) {
        // Another transaction held one of the items (200 charges on one balance at once): try again shortly.
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(250, 5 * 2 ** Math.min(attempt, 6))));
        continue;
      }
      if (balanceIndex >= 0 && codes[balanceIndex] === 'ConditionalCheckFailed') return { status: 'INSUFFICIENT' };
      const failedItems = codes.flatMap((c, i) =>
        i >= extraStart && c === 'ConditionalCheckFailed' ? [i - extraStart] : [],
      );
      if (failedItems.length) return { status: 'REFUSED', failedItems };
      throw err;
    }
  }
}

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

function transactItems(event: MoneyEvent) {
  const at = new Date();
  const change = signedChange(event.balance);
  const entry: LedgerEntry & Record<string, unknown> = {
    ...ledgerEntryKey(event.county, event.accountId, event.idempotencyKey),
    idempotencyKey: event.idempotencyKey,
    type: event.type,
    transactionType: event.transactionType,
    accountId: event.accountId,
    userId: event.userId,
    username: event.username,
    amountCents: event.amountCents,
    images: event.images ?? 0,
    change,
    details: event.details ?? {},
    at: at.toISOString(),
  };
  const items: TransactItem[] = [
    { Put: { TableName: tables.ledger, Item: entry, ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
  let balanceIndex = -1;
  const update = event.balance ? balanceUpdate(event.county, event.accountId, event.balance, at) : undefined;
  if (update) {
    balanceIndex = items.length;
    items.push({ Update: update });
  }
  items.push({
    Put: {
      TableName: tables.ledger,
      Item: {
        ...auditItem(
          {
            county: event.county,
            type: event.transactionType,
            userId: event.userId,
            username: event.username,
            accountId: event.accountId,
            ...(event.auditAmount === false ? {} : { amountCents: event.amountCents }),
            dataSource: event.dataSource ?? 'FIVE',
            ...(event.info ? { info: event.info } : {}),
          },
          at,
        ),
        ledgerType: event.type,
        ledgerKey: event.idempotencyKey,
        ...(event.images ? { images: event.images } : {}),
        ...(event.auditAmount === false && event.amountCents ? { cardAmountCents: event.amountCents } : {}),
      },
    },
  });
  const extraStart = items.length;
  items.push(...(event.extraItems ?? []));
  return { items, balanceIndex, extraStart };
}

function signedChange(balance: BalanceChange | undefined): Record<string, number> {
  if (!balance) return {};
  if (balance.kind === 'PREAUTH') return { preauthCents: -balance.spendCents };
  return Object.fromEntries(Object.entries(balance.deltas).filter(([, d]) => d !== 0)) as Record<string, number>;
}

function balanceUpdate(county: string, accountId: string, balance: BalanceChange, at: Date) {
  if (balance.kind === 'PREAUTH') {
    if (!Number.isSafeInteger(balance.spendCents) || balance.spendCents <= 0) {
      throw new RangeError(`spendCents must be a positive integer, got ${balance.spendCents}`);
    }
    return {
      TableName: tables.app,
      Key: preauthKey(county, balance.userId, balance.transId),
      UpdateExpression: 'SET remainingCents = remainingCents - :amt, spentCents = spentCents + :amt',
      ConditionExpression: '#s = :open AND expiresAt > :now AND remainingCents >= :amt',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':amt': balance.spendCents, ':open': 'OPEN', ':now': at.getTime() },
    };
  }
  const deltas = Object.entries(balance.deltas).filter(([, d]) => d !== 0) as Array<[AccountBalanceField, number]>;
  const sets: string[] = [];
  const conditions = ['attribute_exists(pk)'];
  const values: Record<string, unknown> = deltas.length ? { ':zero': 0 } : {};
  const names: Record<string, string> = {};
  deltas.forEach(([field, delta], i) => {
    if (!Number.isSafeInteger(delta)) throw new RangeError(`${field} delta must be an integer, got ${delta}`);
    names[`#b${i}`] = field;
    values[`:d${i}`] = delta;
    sets.push(`#b${i} = if_not_exists(#b${i}, :zero) + :d${i}`);
    if (delta < 0) {
      values[`:n${i}`] = -delta;
      conditions.push(`#b${i} >= :n${i}`);
    }
  });
  Object.entries(balance.set ?? {}).forEach(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    sets.push(`#s${i} = :s${i}`);
  });
  if (!sets.length) return undefined;
  return {
    TableName: tables.app,
    Key: accountKey(county, accountId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
