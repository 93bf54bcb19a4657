// The record of a county's page text job (app table, pageTextJobKey; docs/data-model.md): its state, where it is
// in the county's page images (the last images-bucket key it handled) and its counts. One job a county at a time:
// a start refuses while a job is RUNNING and was saved in the last STALE_MS, and otherwise resumes a RUNNING
// job's cursor (its runner stopped) or begins again (pages already read are skipped, not read twice). Every save
// is conditioned on the job id and the slice owning the record, and on no cancel having been asked for.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PageTextJobView } from '@portal/shared/page-text/page-text-job';
import { pageTextJobKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { isConditionFailed } from '#src/data/dynamo/transact-write.ts';

/** A RUNNING job unsaved this long has lost its runner (the server stopped, the Lambda gave up). */
export const STALE_MS = 2 * 60_000;

/** The record: what the Technical page shows, and where the job is (its owning slice, its cursor). */
export interface PageTextJob extends Omit<PageTextJobView, 'stalled'> {
  /** the slice that owns the record; the next slice gets +1 */
  slice: number;
  /** the last images-bucket key handled; the next slice lists after it */
  cursor?: string;
}

export async function readJob(county: string): Promise<PageTextJob | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: pageTextJobKey(county), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...job } = Item;
  return job as PageTextJob;
}

/** Writes `job` unless a RUNNING job was saved at or after `staleBefore`; false when refused. */
export async function putJobUnlessRunning(county: string, job: PageTextJob, staleBefore: string): Promise<boolean> {
  return conditional(
    new PutCommand({
      TableName: tables.app,
      Item: { ...pageTextJobKey(county), ...job },
      ConditionExpression: 'attribute_not_exists(pk) OR #state <> :running OR updatedAt < :stale',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':running': 'RUNNING', ':stale': staleBefore },
    }),
  );
}

/** Saves the job if slice `owner` of it still owns the record (and, unless ending it, no cancel was asked). */
export async function putJobIfOwner(
  county: string,
  job: PageTextJob,
  owner: number,
  evenIfCancelled = false,
): Promise<boolean> {
  const { cancelRequested: _c, ...fields } = job;
  return conditional(
    new PutCommand({
      TableName: tables.app,
      // a cancel asked for meanwhile stays on the record
      Item: {
        ...pageTextJobKey(county),
        ...fields,
        ...(job.cancelRequested ? { cancelRequested: job.cancelRequested } : {}),
      },
      ConditionExpression: `jobId = :id AND #slice = :slice${evenIfCancelled ? '' : ' AND attribute_not_exists(cancelRequested)'}`,
      ExpressionAttributeNames: { '#slice': 'slice' },
      ExpressionAttributeValues: { ':id': job.jobId, ':slice': owner },
    }),
  );
}

/** Asks the RUNNING job `jobId` to stop at its next save; false when it is not running. */
export async function requestCancel(county: string, jobId: string, by: { by: string; at: string }): Promise<boolean> {
  return conditional(
    new UpdateCommand({
      TableName: tables.app,
      Key: pageTextJobKey(county),
      UpdateExpression: 'SET cancelRequested = :by',
      ConditionExpression: 'jobId = :id AND #state = :running',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':id': jobId, ':running': 'RUNNING', ':by': by },
    }),
  );
}

async function conditional(command: PutCommand | UpdateCommand): Promise<boolean> {
  try {
    await db().send(command as PutCommand);
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}
