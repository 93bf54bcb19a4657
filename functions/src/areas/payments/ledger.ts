// The money ledger (ARCHITECTURE section 6). Every money event — a charge, a deposit, a flat-fee add-on, a card
// preauthorization, its capture and its void, a refund — is applied as ONE DynamoDB transaction of:
//   1. the ledger entry under the event's idempotency key (attribute_not_exists: a replay is applied once, and
//      answers the entry the first application wrote),
//   2. the conditional balance change, when the event moves a balance: the account's usageBalanceCents or
//      imagesRemaining, or the unspent part of a card preauthorization; a debit is refused rather than taking
//      the balance below zero,
//   3. the audit-log entry (transaction type, user, account, amount, data source) that reports read,
//   4. whatever else must happen with it or not at all (an image order marked paid, a payment record completed).
// The items and the reads are the data layer's (data/ledger/money-events.ts, data/ledger/audit.ts); what an event
// is, and what a refusal answers, is decided here.
import { ConfiguredRetryStrategy } from '@smithy/core/retry';
import { watchBalance } from '#src/areas/money-alerts/index.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { cancelCodes, transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditEntryPut, auditItem } from '#src/data/ledger/audit.ts';
import {
  type AccountBalanceField,
  accountBalanceUpdate,
  type LedgerEntry,
  type LedgerEventType,
  ledgerEntryPut,
  preauthSpendUpdate,
  readLedgerEntry,
} from '#src/data/ledger/money-events.ts';

export { type AccountBalanceField, type LedgerEntry, type LedgerEventType, readLedgerEntry };

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
  /**
   * The account as the caller read it before the event, when it did: an account with no low-balance threshold
   * then costs the alert's watch no read (money-alerts/watch-balance.ts).
   */
  accountBefore?: { lowBalanceThresholdCents?: number; lowBalanceAlertedAt?: string };
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

/**
 * Transactions on one balance that collide. The SDK's own retries (data/dynamo/sdk-retry.ts) end at a cancelled
 * transaction, rightly: most cancellations are a condition that failed, which no retry changes. A cancellation for
 * TransactionConflict alone is contention (200 charges on one balance at once) that a later try gets through, so it
 * is retried here, by the SDK's retry strategy (ConfiguredRetryStrategy: the standard strategy's bound and retry
 * quota) with full-jitter back-off from 5 ms, capped at 250 ms: colliding writers are all in flight at once, and
 * the standard uncapped growth only left them idle (the 200-charge test took 4 s longer). When the bound is reached
 * the conflict is thrown, which the API answers 503 "try again".
 */
const CONFLICT_ATTEMPTS = 12;
const conflictRetry = () =>
  new ConfiguredRetryStrategy(CONFLICT_ATTEMPTS, (attempt) =>
    Math.floor(Math.random() * Math.min(250, 5 * 2 ** attempt)),
  );

/** Applies a money event once. Concurrent transactions on the same item are retried; any other error throws. */
export async function applyMoneyEvent(event: MoneyEvent): Promise<ApplyResult> {
  if (!Number.isSafeInteger(event.amountCents) || event.amountCents < 0) {
    throw new RangeError(`amountCents must be a non-negative integer, got ${event.amountCents}`);
  }
  const retry = conflictRetry();
  let token = await retry.acquireInitialRetryToken('money-event');
  for (;;) {
    const { items, balanceIndex, extraStart } = transactItems(event);
    try {
      await transactWrite(items, () => undefined);
      // the low-balance alert and its re-arm (issue 31): after the money moved, never in its way
      await watchBalance(event);
      return { status: 'APPLIED', entry: items[0]?.Put?.Item as LedgerEntry };
    } catch (err) {
      const codes = cancelCodes(err);
      if (!codes) throw err;
      if (codes[0] === 'ConditionalCheckFailed') {
        const entry = await readLedgerEntry(event.county, event.accountId, event.idempotencyKey);
        if (entry) return { status: 'REPLAYED', entry };
      }
      if (codes.includes('TransactionConflict')) {
        // another transaction held one of the items: the strategy waits its jittered pause, or refuses at the bound
        const next = await retry.refreshRetryTokenForRetry(token, { errorType: 'TRANSIENT' }).catch(() => undefined);
        if (next) {
          token = next;
          continue;
        }
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

function transactItems(event: MoneyEvent) {
  const at = new Date();
  const change = signedChange(event.balance);
  const entry: LedgerEntry = {
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
  const items: TransactItem[] = [ledgerEntryPut(event.county, entry)];
  let balanceIndex = -1;
  const update = event.balance ? balanceUpdate(event.county, event.accountId, event.balance, at) : undefined;
  if (update) {
    balanceIndex = items.length;
    items.push(update);
  }
  items.push(
    auditEntryPut({
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
    }),
  );
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
  if (balance.kind === 'PREAUTH')
    return preauthSpendUpdate(county, balance.userId, balance.transId, balance.spendCents, at);
  return accountBalanceUpdate(county, accountId, balance.deltas, balance.set);
}
