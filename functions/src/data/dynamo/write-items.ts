// Batch writes (the records table by default): 25 items a request, several requests in flight, and DynamoDB's unprocessed
// items retried with jittered back-off (retry.ts) until every item is written, or a 503 once the cap is reached: a
// throttled batch never loses an item silently.
import { BatchWriteCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { type RetryOptions, sendUntilProcessed } from '#src/data/dynamo/retry.ts';
import { tables } from '#src/data/dynamo/tables.ts';

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

export interface WriteOptions {
  table?: string;
  /** requests in flight at once */
  concurrency?: number;
}

/** Bulk loads (the importer, saving records) wait longer than a request would: up to 12 calls, pauses up to 2 s. */
export const bulkRetry: RetryOptions = { attempts: 12, maxMs: 2000 };

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
  await sendUntilProcessed(
    batch,
    async (pending) => {
      const res = await db().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      return res.UnprocessedItems?.[table] as WriteRequest[] | undefined;
    },
    { ...bulkRetry, what: `BatchWrite to ${table}` },
  );
}
