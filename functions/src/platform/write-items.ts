// Batch writes (the records table by default): 25 items a request, several requests in flight, and DynamoDB's unprocessed
// items retried with backoff until every item is written (a throttled batch never loses an item).
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/platform/aws.ts';
import { tables } from '#src/platform/tables.ts';

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

export interface WriteOptions {
  table?: string;
  /** requests in flight at once */
  concurrency?: number;
}

/** Waits before retry `attempt` (1, 2, ...) of items DynamoDB left unprocessed: 50 ms doubling, at most 2 s. */
export const backOff = (attempt: number) => new Promise((r) => setTimeout(r, Math.min(2000, 25 * 2 ** attempt)));

export async function putItems(items: Array<Record<string, unknown>>, options: WriteOptions = {}): Promise<void> {
  await writeRequests(
    items.map((Item) => ({ PutRequest: { Item } })),
    options,
  );
}

export async function deleteKeys(keys: Array<{ pk: string; sk: string }>, options: WriteOptions = {}): Promise<void> {
  await writeRequests(
    keys.map((Key) => ({ DeleteRequest: { Key } })),
    options,
  );
}

export async function writeRequests(requests: WriteRequest[], options: WriteOptions = {}): Promise<void> {
  const table = options.table ?? tables.records;
  const batches: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      await writeBatch(table, batch);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 8, batches.length) }, worker));
}

async function writeBatch(table: string, batch: WriteRequest[]): Promise<void> {
  let pending = batch;
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt > 0) await backOff(attempt);
    if (attempt > 12) throw new Error(`DynamoDB kept ${pending.length} items unprocessed`);
    const res = await db().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
    pending = (res.UnprocessedItems?.[table] ?? []) as WriteRequest[];
  }
}
