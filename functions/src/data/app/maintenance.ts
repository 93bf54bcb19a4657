// The maintenance jobs' items of the app table (docs/data-model.md, 'Maintenance jobs'): what each purge job last
// did in a county (maintenanceKey), and the monthly renewal's marks on an account item (phase 1 sets them, and a
// renewal made by other means clears them). When a job is due and what it charges is areas/maintenance's.

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey, maintenanceKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { isConditionFailed } from '#src/data/dynamo/transact-write.ts';

export type JobName = 'USER_PURGE' | 'AUDIT_PURGE';

export interface JobState {
  /** the county date (YYYY-MM-DD) of the last run that finished */
  lastDay?: string;
  lastAt?: string;
  lastCount?: number;
}

/** What the job last did in the county (a consistent read: the last tick's write is seen); {} before its first run. */
export async function getJobState(county: string, job: JobName): Promise<JobState> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: maintenanceKey(county, job), ConsistentRead: true }),
  );
  return (Item ?? {}) as JobState;
}

/** Records a finished run: its county day, now, and how many items it removed. */
export async function putJobDone(county: string, job: JobName, day: string, count: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { ...maintenanceKey(county, job), lastDay: day, lastAt: new Date().toISOString(), lastCount: count },
    }),
  );
}

/**
 * Phase 1 of the monthly renewal: marks the account for `month` (needsMonthlyRenewal, needsMonthlyRenewalJob,
 * renewalJobMonth) unless it was renewed under `renewalKey` already or is gone. False when the condition refused it.
 */
export async function markAccountForRenewal(
  county: string,
  accountId: string,
  month: string,
  renewalKey: string,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: accountKey(county, accountId),
        UpdateExpression: 'SET needsMonthlyRenewal = :t, needsMonthlyRenewalJob = :t, renewalJobMonth = :m',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(lastMonthlyRenewalKey) OR lastMonthlyRenewalKey <> :k)',
        ExpressionAttributeValues: { ':t': true, ':m': month, ':k': renewalKey },
      }),
    );
    return true;
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    return false;
  }
}

/** Clears the renewal marks of an account (it must exist): renewed this month by other means, it leaves the job's list. */
export async function clearRenewalMarks(county: string, accountId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: accountKey(county, accountId),
      UpdateExpression: 'SET needsMonthlyRenewal = :f, needsMonthlyRenewalJob = :f',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':f': false },
    }),
  );
}
