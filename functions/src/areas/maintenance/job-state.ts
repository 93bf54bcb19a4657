// What each scheduled job last did in a county (one item per job, app table: maintenanceKey), so a job due once a
// day runs once that day however often the schedule fires, and runs again on the next tick if it failed.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { maintenanceKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';

export type JobName = 'USER_PURGE' | 'AUDIT_PURGE';

export interface JobState {
  /** the county date (YYYY-MM-DD) of the last run that finished */
  lastDay?: string;
  lastAt?: string;
  lastCount?: number;
}

export async function jobState(county: string, job: JobName): Promise<JobState> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: maintenanceKey(county, job), ConsistentRead: true }),
  );
  return (Item ?? {}) as JobState;
}

export async function jobDone(county: string, job: JobName, day: string, count: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: { ...maintenanceKey(county, job), lastDay: day, lastAt: new Date().toISOString(), lastCount: count },
    }),
  );
}
