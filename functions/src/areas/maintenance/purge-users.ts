// Purges inactive credit card users: ACCOUNT and USER logins of accounts that pay by credit card whose last sign-in
// (their newest LOGIN audit entry; their creation when they never signed in) is before a cut-off instant. Each is
// removed as the user manager removes one (platform/remove-user.ts: the user, its username, its list entries) in
// one transaction with its USER_PURGE audit entry, then its sessions end. Their accounts, ledger entries and audit
// history stay.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditByUserIndex } from '#src/data/ledger/keys.ts';
import { listAccounts } from '#src/platform/account-store.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { removeUser } from '#src/platform/remove-user.ts';
import { listUsers, type User } from '#src/platform/user-store.ts';

const PURGED_ROLES = new Set(['ACCOUNT', 'USER']);

/** Whether the user signed in at or after the instant: a Query of their audit events since then, LOGIN only. */
export async function signedInSince(county: string, userId: string, since: string): Promise<boolean> {
  const index = auditByUserIndex(county, userId);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        IndexName: index.index,
        KeyConditionExpression: `${index.pkName} = :p AND ${index.skName} >= :s`,
        FilterExpression: '#t = :login',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':p': index.pk, ':s': since, ':login': 'LOGIN' },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    if (page.Items?.length) return true;
    start = page.LastEvaluatedKey;
  } while (start);
  return false;
}

/** The users a purge with this cut-off removes. */
export async function inactiveCardUsers(county: string, before: Date): Promise<User[]> {
  const cardAccounts = new Set(
    (await listAccounts(county)).filter((a) => a.paymentMethod === 'CREDIT_CARD').map((a) => a.id),
  );
  const since = before.toISOString();
  const out: User[] = [];
  for (const user of await listUsers(county)) {
    if (!PURGED_ROLES.has(user.role) || !cardAccounts.has(user.accountId)) continue;
    if ((user.createdAt ?? '') >= since) continue;
    if (await signedInSince(county, user.id, since)) continue;
    out.push(user);
  }
  return out;
}

async function purgeUser(county: string, by: SessionUser, user: User, why: string): Promise<boolean> {
  try {
    await removeUser(county, by, user, {
      type: 'USER_PURGE',
      info: `Inactive credit card user ${user.username} purged (${why})`,
    });
  } catch (err) {
    // removed meanwhile (a second run, an administrator): not this purge's
    if ((err as Error).name === 'TransactionCanceledException') return false;
    throw err;
  }
  return true;
}

/** Removes every inactive credit card user of the county; answers how many it removed. */
export async function purgeInactiveCardUsers(
  county: string,
  by: SessionUser,
  before: Date,
  why: string,
): Promise<number> {
  let purged = 0;
  for (const user of await inactiveCardUsers(county, before)) if (await purgeUser(county, by, user, why)) purged++;
  return purged;
}
