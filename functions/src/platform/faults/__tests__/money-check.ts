// The fault suite's money check (issue 28): after a flow ran under faults, every balance equals its seed plus its
// ledger, every ledger entry has its one audit entry, and nothing was charged twice. Reads are consistent and go
// straight to the tables: the check must not share the code it checks.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditByAccountIndex, ledgerPartition } from '#src/data/ledger/keys.ts';

type Item = Record<string, unknown>;

async function all(input: ConstructorParameters<typeof QueryCommand>[0]): Promise<Item[]> {
  const out: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    out.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}

export const ledgerOf = (county: string, accountId: string) =>
  all({
    TableName: tables.ledger,
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': ledgerPartition(county, accountId) },
    ConsistentRead: true,
  });

export async function auditOfAccount(county: string, accountId: string): Promise<Item[]> {
  const index = auditByAccountIndex(county, accountId);
  return all({
    TableName: tables.ledger,
    IndexName: index.index,
    KeyConditionExpression: `${index.pkName} = :p`,
    ExpressionAttributeValues: { ':p': index.pk },
  });
}

export interface Seed {
  county: string;
  accountId: string;
  field: 'usageBalanceCents' | 'imagesRemaining';
  /** the balance set before the flow */
  start: number;
  /** the ledger entries' keys that were there before the flow (not counted) */
  before: Set<string>;
}

/** Notes an account's balance and ledger before a flow. */
export async function seedOf(county: string, accountId: string, field: Seed['field']): Promise<Seed> {
  const account = await db().send(
    new GetCommand({ TableName: tables.app, Key: accountKey(county, accountId), ConsistentRead: true }),
  );
  const before = new Set((await ledgerOf(county, accountId)).map((e) => String(e.sk)));
  return { county, accountId, field, start: Number(account.Item?.[field] ?? 0), before };
}

export interface MoneyCheck {
  balance: number;
  expected: number;
  entries: Item[];
  /** ledger entries without exactly one audit entry */
  unaudited: string[];
  /** what the entries bought (by `purchaseOf`) that appears more than once */
  twice: string[];
  equal: boolean;
}

/**
 * Checks an account after a flow: its balance is the seed plus the new ledger entries' change; each new entry has
 * one audit entry (ledgerKey); `purchaseOf` (default: the idempotency key) names what an entry paid for, once.
 */
export async function checkMoney(
  seed: Seed,
  purchaseOf: (e: Item) => string = (e) => String(e.sk),
): Promise<MoneyCheck> {
  const account = await db().send(
    new GetCommand({
      TableName: tables.app,
      Key: accountKey(seed.county, seed.accountId),
      ConsistentRead: true,
    }),
  );
  const balance = Number(account.Item?.[seed.field] ?? 0);
  const entries = (await ledgerOf(seed.county, seed.accountId)).filter((e) => !seed.before.has(String(e.sk)));
  const expected =
    seed.start + entries.reduce((t, e) => t + Number((e.change as Record<string, number>)?.[seed.field] ?? 0), 0);
  const audit = await auditOfAccount(seed.county, seed.accountId);
  const unaudited = entries
    .filter((e) => audit.filter((a) => a.ledgerKey === e.sk).length !== 1)
    .map((e) => String(e.sk));
  const seen = new Map<string, number>();
  for (const e of entries) seen.set(purchaseOf(e), (seen.get(purchaseOf(e)) ?? 0) + 1);
  const twice = [...seen].filter(([, n]) => n > 1).map(([k]) => k);
  return {
    balance,
    expected,
    entries,
    unaudited,
    twice,
    equal: balance === expected && !unaudited.length && !twice.length,
  };
}
