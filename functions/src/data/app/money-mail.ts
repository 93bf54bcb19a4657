// The money e-mails' items (docs/data-model.md, 'Money e-mails'): an escrow account's low-balance threshold and
// its alert mark on the account item, a user's monthly statement choice beside the user, and the monthly
// statement's sent markers. When to mail, and what, is areas/money-alerts'.
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey, maintenanceKey, moneyMailKey, statementSentKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { cancelCodes, isConditionFailed } from '#src/data/dynamo/transact-write.ts';
import { type AuditEvent, auditItem } from '#src/data/ledger/audit.ts';

export interface LowBalanceState {
  name: string;
  paymentMethod: string;
  accountType: string;
  usageBalanceCents: number;
  lowBalanceThresholdCents?: number;
  /** set when the balance went below the threshold (the alert was sent); removed when a deposit lifts it back */
  lowBalanceAlertedAt?: string;
}

/** The account's balance, threshold and alert mark (a consistent read: the charge just written is seen). */
export async function readLowBalanceState(county: string, accountId: string): Promise<LowBalanceState | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tables.app,
      Key: accountKey(county, accountId),
      ConsistentRead: true,
      ProjectionExpression:
        '#n, paymentMethod, accountType, usageBalanceCents, lowBalanceThresholdCents, lowBalanceAlertedAt',
      ExpressionAttributeNames: { '#n': 'name' },
    }),
  );
  return Item as LowBalanceState | undefined;
}

const BELOW = 'usageBalanceCents < lowBalanceThresholdCents';

/**
 * Marks the crossing below the threshold, with its audit entry, in one transaction: only the first caller since the
 * last re-arm gets true (attribute_not_exists on the mark), however many charges cross at once. A conflict with a
 * charge's transaction on the same account is tried again a few times.
 */
export async function claimLowBalanceAlert(county: string, accountId: string, at: string, audit: AuditEvent) {
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tables.app,
                Key: accountKey(county, accountId),
                UpdateExpression: 'SET lowBalanceAlertedAt = :at',
                ConditionExpression: `attribute_exists(pk) AND ${BELOW} AND attribute_not_exists(lowBalanceAlertedAt)`,
                ExpressionAttributeValues: { ':at': at },
              },
            },
            { Put: { TableName: tables.ledger, Item: auditItem(audit, new Date(at)) } },
          ],
        }),
      );
      return true;
    } catch (err) {
      const codes = cancelCodes(err);
      if (!codes) throw err;
      if (codes[0] === 'ConditionalCheckFailed') return false;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
    }
  }
  return false;
}

/** Takes the mark back (the mail could not be sent), so the next charge below tries again. */
export async function releaseLowBalanceAlert(county: string, accountId: string, at: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: accountKey(county, accountId),
        UpdateExpression: 'REMOVE lowBalanceAlertedAt',
        ConditionExpression: 'lowBalanceAlertedAt = :at',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}

/** Re-arms the alert when the balance is at or above the threshold again (or the threshold is gone). */
export async function rearmLowBalanceAlert(county: string, accountId: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: accountKey(county, accountId),
        UpdateExpression: 'REMOVE lowBalanceAlertedAt',
        ConditionExpression:
          'attribute_exists(lowBalanceAlertedAt) AND (attribute_not_exists(lowBalanceThresholdCents) OR usageBalanceCents >= lowBalanceThresholdCents)',
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/**
 * Sets (or, with null, removes) an escrow account's threshold. A balance already below a new threshold counts as
 * alerted (no crossing happened, so no mail) until a deposit lifts it; at or above, the alert is armed. False when
 * the account is gone or is not an escrow account.
 */
export async function setLowBalanceThreshold(county: string, accountId: string, cents: number | null) {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: accountKey(county, accountId),
        UpdateExpression:
          cents === null
            ? 'REMOVE lowBalanceThresholdCents, lowBalanceAlertedAt'
            : 'SET lowBalanceThresholdCents = :t REMOVE lowBalanceAlertedAt',
        ConditionExpression: 'attribute_exists(pk) AND paymentMethod = :escrow AND accountType <> :flat',
        ExpressionAttributeValues: {
          ':escrow': 'ESCROW',
          ':flat': 'FLAT_FEE',
          ...(cents === null ? {} : { ':t': cents }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const balance = Number(Attributes?.usageBalanceCents ?? 0);
    if (cents !== null && balance < cents) {
      await db()
        .send(
          new UpdateCommand({
            TableName: tables.app,
            Key: accountKey(county, accountId),
            UpdateExpression: 'SET lowBalanceAlertedAt = :at',
            ConditionExpression: `${BELOW} AND attribute_not_exists(lowBalanceAlertedAt)`,
            ExpressionAttributeValues: { ':at': `below when set ${new Date().toISOString()}` },
          }),
        )
        .catch((err) => {
          if (!isConditionFailed(err)) throw err;
        });
    }
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** Whether a user gets the monthly statement by e-mail (on unless they switched it off). */
export async function getMonthlyStatementOn(county: string, userId: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: moneyMailKey(county, userId) }));
  return Item?.monthlyStatement !== false;
}

export async function setMonthlyStatementOn(county: string, userId: string, on: boolean): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { ...moneyMailKey(county, userId), monthlyStatement: on, updatedAt: new Date().toISOString() },
    }),
  );
}

const STATEMENT_MARKER_DAYS = 400;

/** Claims one administrator's statement of an account for a month: true once, whatever the replays. */
export async function claimStatementSent(county: string, month: string, accountId: string, userId: string) {
  try {
    await db().send(
      new PutCommand({
        TableName: tables.app,
        Item: {
          ...statementSentKey(county, month, accountId, userId),
          sentAt: new Date().toISOString(),
          ttl: Math.floor(Date.now() / 1000) + STATEMENT_MARKER_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** Takes a claim back when the mail failed, so the next run sends it. */
export async function releaseStatementSent(county: string, month: string, accountId: string, userId: string) {
  await db().send(
    new DeleteCommand({ TableName: tables.app, Key: statementSentKey(county, month, accountId, userId) }),
  );
}

const STATEMENTS_JOB = 'MONTHLY_STATEMENTS';

/** The last month (YYYY-MM) whose statements went out in full in the county. */
export async function lastStatementMonth(county: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: maintenanceKey(county, STATEMENTS_JOB), ConsistentRead: true }),
  );
  return Item?.lastMonth as string | undefined;
}

export async function putStatementMonthDone(county: string, month: string, sent: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { ...maintenanceKey(county, STATEMENTS_JOB), lastMonth: month, lastAt: new Date().toISOString(), sent },
    }),
  );
}
