// The job record of a migration (one per county and kind, app table, platform/app-keys.ts migrationJobKey): its
// state and phase, counts, the cursor a time slice resumes from, and the refused rows. Only one job of a kind runs
// at a time: starting is a conditional put that refuses while another is RUNNING and was touched recently.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { migrationJobKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { conflict } from '#src/platform/errors.ts';
import type { LegacyCounts } from './legacy-source.ts';
import type { RefusedRow } from './migrated-ids.ts';
import type { MigrationKind } from './payload.ts';

/** Refused rows kept on the record (the item stays far below DynamoDB's 400 KB); the total is always counted. */
export const REFUSED_KEPT = 200;
/** A RUNNING job untouched this long was abandoned (its page closed mid-way): a new start may replace it. */
export const STALE_MS = 2 * 60_000;

export type Phase = 'WIPE_USERS' | 'WIPE_ACCOUNTS' | 'ACCOUNTS' | 'USERS' | 'DELETE_PREVIOUS' | 'AUDIT_LOG' | 'DONE';

export interface Tally {
  read: number;
  written: number;
  refused: number;
}
const tally = (): Tally => ({ read: 0, written: 0, refused: 0 });

export interface MigrationJob {
  jobId: string;
  kind: MigrationKind;
  state: 'RUNNING' | 'DONE' | 'FAILED';
  phase: Phase;
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

export function newJob(
  fields: Pick<MigrationJob, 'jobId' | 'kind' | 'phase' | 'source' | 'startedBy' | 'totals' | 'months'>,
): MigrationJob {
  const now = new Date().toISOString();
  return {
    ...fields,
    state: 'RUNNING',
    keptAccounts: [],
    monthIndex: 0,
    startedAt: now,
    updatedAt: now,
    wiped: { users: 0, accounts: 0, keptUsers: 0, deletedAuditEntries: 0 },
    accounts: tally(),
    users: tally(),
    auditLog: tally(),
    refused: [],
    refusedTotal: 0,
    message: 'Started.',
  };
}

export async function readJob(county: string, kind: MigrationKind): Promise<MigrationJob | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: migrationJobKey(county, kind), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...job } = Item;
  return job as MigrationJob;
}

/** Starts a job, unless one of this kind is running: 409 with who started it and when. */
export async function startJob(county: string, job: MigrationJob): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tables.app,
        Item: { ...migrationJobKey(county, job.kind), ...job },
        ConditionExpression: 'attribute_not_exists(pk) OR #state <> :running OR updatedAt < :stale',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':running': 'RUNNING',
          ':stale': new Date(Date.now() - STALE_MS).toISOString(),
        },
      }),
    );
  } catch (err) {
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    const running = await readJob(county, job.kind);
    throw conflict(
      `A migration is already running (started by ${running?.startedBy ?? 'someone'} at ${running?.startedAt ?? '?'}). Wait for it to finish.`,
    );
  }
}

/** Saves a slice's progress; only the job that owns the record may (a newer start replaced an abandoned one). */
export async function saveJob(county: string, job: MigrationJob): Promise<void> {
  job.updatedAt = new Date().toISOString();
  try {
    await db().send(
      new PutCommand({
        TableName: tables.app,
        Item: { ...migrationJobKey(county, job.kind), ...job },
        ConditionExpression: 'jobId = :id',
        ExpressionAttributeValues: { ':id': job.jobId },
      }),
    );
  } catch (err) {
    if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    throw conflict('This migration was replaced by a newer one; see its progress on the page.');
  }
}

export function refuse(job: MigrationJob, row: RefusedRow): void {
  job.refusedTotal += 1;
  if (job.refused.length < REFUSED_KEPT) job.refused.push(row);
}

/** What the page shows: the record without its working state. */
export function jobView(job: MigrationJob) {
  const { cursor: _c, keptAccounts: _k, monthIndex: _m, months: _ms, ...view } = job;
  return view;
}
export type MigrationJobView = ReturnType<typeof jobView>;
