// The LS1 migration's items of the app table (docs/data-model.md, 'LS1 migration'): a county's job record of each
// kind (migrationJobKey), the wipe's pages of every user and every account, and a migrated user's username item
// (a migrated account's and user's own items and list entries are data/app/accounts.ts's, users.ts's and
// list-index.ts's). The job's rules (one at a time, what is refused, the messages) are areas/migration's; the
// record's shape is declared here, with what it holds.

import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../dynamo/client.ts';
import { tables } from '../dynamo/tables.ts';
import type { TransactItem } from '../dynamo/transact-item.ts';
import { isConditionFailed } from '../dynamo/transact-write.ts';
import type { Account } from './account-item.ts';
import { accountsByNameIndex, migrationJobKey, usernameKey, usersByUsernameIndex } from './keys.ts';
import type { User } from './user-item.ts';

/** The two migrations: each its own job record, status route and page. */
export const migrationKinds = ['accountsUsers', 'auditLog'] as const;
export type MigrationKind = (typeof migrationKinds)[number];

export type MigrationPhase =
  | 'WIPE_USERS'
  | 'WIPE_ACCOUNTS'
  | 'ACCOUNTS'
  | 'USERS'
  | 'DELETE_PREVIOUS'
  | 'AUDIT_LOG'
  | 'DONE';

/** Row counts of LS1's tables. */
export interface LegacyCounts {
  accounts: number;
  users: number;
  auditLog: number;
}

export interface Tally {
  read: number;
  written: number;
  refused: number;
}

/** A row the migration left out, and why (the page lists them). */
export interface RefusedRow {
  table: 'ls_account' | 'ls_user' | 'ls_audit_log';
  key: string;
  /** what a person recognises it by: the account name, the login name */
  label: string;
  reason: string;
}

/** The job record of a migration (one per county and kind). */
export interface MigrationJob {
  jobId: string;
  kind: MigrationKind;
  state: 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
  phase: MigrationPhase;
  /** the background slice that owns the record: each slice's saves are conditioned on it, the next gets +1 */
  slice: number;
  /** slices that failed in a row (reset by a slice that completes); past the bound the job is FAILED */
  failures: number;
  /** slices that failed and were run again from the last saved page, over the whole job */
  retriedSlices: number;
  /** set by the cancel route; the running slice stops at its next save */
  cancelRequested?: { by: string; at: string };
  /** where the next slice starts in its phase: an LS1 key, or a DynamoDB key as JSON */
  cursor?: string;
  /** WIPE_ACCOUNTS keeps the accounts of the users WIPE_USERS kept */
  keptAccounts: string[];
  /** DELETE_PREVIOUS: which of `months` it is on */
  monthIndex: number;
  /** months (YYYY-MM) holding migrated LS1 audit entries, this job's and every earlier one's */
  months: string[];
  source: { address: string; name: string; username: string };
  startedBy: string;
  startedAt: string;
  updatedAt: string;
  finishedAt?: string;
  totals: LegacyCounts;
  wiped: { users: number; accounts: number; keptUsers: number; deletedAuditEntries: number };
  accounts: Tally;
  users: Tally;
  auditLog: Tally;
  refused: RefusedRow[];
  refusedTotal: number;
  message: string;
}

/** The county's job of this kind (a consistent read), without its key. */
export async function getMigrationJob(county: string, kind: MigrationKind): Promise<MigrationJob | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: migrationJobKey(county, kind), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...job } = Item;
  return job as MigrationJob;
}

/**
 * Writes a new job over the record of its kind, unless that record is RUNNING and was updated at or after
 * `staleBefore` (an ISO instant). False when refused.
 */
export async function putMigrationJobUnlessRunning(
  county: string,
  job: MigrationJob,
  staleBefore: string,
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tables.app,
        Item: { ...migrationJobKey(county, job.kind), ...job },
        ConditionExpression: 'attribute_not_exists(pk) OR #state <> :running OR updatedAt < :stale',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':running': 'RUNNING', ':stale': staleBefore },
      }),
    );
    return true;
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    return false;
  }
}

/**
 * Writes the job over its record while the record is still this job's and this slice's (same jobId, `slice` as
 * given), and no cancel was asked for (unless `evenIfCancelled`: the cancel's own ending). False when refused.
 */
export async function putMigrationJobIfOwner(
  county: string,
  job: MigrationJob,
  owner: { slice: number; evenIfCancelled?: boolean },
): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tables.app,
        Item: { ...migrationJobKey(county, job.kind), ...job },
        ConditionExpression: `jobId = :id AND #slice = :slice${owner.evenIfCancelled ? '' : ' AND attribute_not_exists(cancelRequested)'}`,
        ExpressionAttributeNames: { '#slice': 'slice' },
        ExpressionAttributeValues: { ':id': job.jobId, ':slice': owner.slice },
      }),
    );
    return true;
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    return false;
  }
}

/** Marks a RUNNING job of this id as to be cancelled (an update: the running slice's own Puts are refused after
 * it). False when the job is not that one, or not running. */
export async function requestMigrationCancel(
  county: string,
  kind: MigrationKind,
  jobId: string,
  by: { by: string; at: string },
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: migrationJobKey(county, kind),
        UpdateExpression: 'SET cancelRequested = if_not_exists(cancelRequested, :by)',
        ConditionExpression: 'jobId = :id AND #state = :running',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':id': jobId, ':running': 'RUNNING', ':by': by },
      }),
    );
    return true;
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    return false;
  }
}

/** A page of items and the cursor after it (a DynamoDB key as JSON; undefined after the last page). */
export interface Page<T> {
  items: T[];
  next?: string;
}

async function indexPage<T>(
  index: ReturnType<typeof usersByUsernameIndex>,
  cursor: string | undefined,
  limit: number,
): Promise<Page<T>> {
  const res = await db().send(
    new QueryCommand({
      TableName: tables.app,
      IndexName: index.index,
      KeyConditionExpression: `${index.pkName} = :p`,
      ExpressionAttributeValues: { ':p': index.pk },
      Limit: limit,
      ...(cursor ? { ExclusiveStartKey: JSON.parse(cursor) } : {}),
    }),
  );
  return {
    items: (res.Items ?? []) as T[],
    next: res.LastEvaluatedKey ? JSON.stringify(res.LastEvaluatedKey) : undefined,
  };
}

/** Up to `limit` users of the county by username (gsi1), from the cursor on. */
export async function usersPage(county: string, cursor: string | undefined, limit: number): Promise<Page<User>> {
  return indexPage<User>(usersByUsernameIndex(county), cursor, limit);
}

/** Up to `limit` accounts of the county by name (gsi1), from the cursor on. */
export async function accountsPage(county: string, cursor: string | undefined, limit: number): Promise<Page<Account>> {
  return indexPage<Account>(accountsByNameIndex(county), cursor, limit);
}

/**
 * A migrated user's username item: new, or already this user's (a repeated page), never another user's. Refused
 * by its condition when the name is taken; put it first in its transaction.
 */
export function migratedUsernamePut(county: string, username: string, userId: string): TransactItem {
  return {
    Put: {
      TableName: tables.app,
      Item: { ...usernameKey(county, username), userId },
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
      ExpressionAttributeValues: { ':id': userId },
    },
  };
}
