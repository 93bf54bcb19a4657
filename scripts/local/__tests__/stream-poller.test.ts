// The local stream poller on a table whose stream has had no record yet: DynamoDB Local numbers stream records with
// one counter for all tables, so the iterator taken on the empty shard reads as 'trimmed' once records come. The
// poller must go on from the shard's beginning and hand over every record, not jump to LATEST past them.
import { CreateTableCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, expect, it } from 'vitest';
import type { StreamRecord } from '../../../functions/src/areas/alerts/stream-records.ts';
import { type StreamPoller, startStreamPoller } from '../stream-poller.ts';

const dynamo = new DynamoDBClient({});
let poller: StreamPoller | undefined;

afterAll(async () => {
  await poller?.stop();
  dynamo.destroy();
});

const createTable = (table: string) =>
  dynamo.send(
    new CreateTableCommand({
      TableName: table,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
    }),
  );
const put = (table: string, docId: string) =>
  dynamo.send(
    new PutItemCommand({
      TableName: table,
      Item: { pk: { S: `C#demo#D#${docId}` }, sk: { S: 'DOC' }, t: { S: 'DOC' }, docId: { S: docId } },
    }),
  );

it('hands over the first records of a shard that was empty when it started', async () => {
  const table = `stream-poller-${Date.now()}`;
  const other = `${table}-other`;
  await createTable(table);
  await createTable(other);
  // writes elsewhere move DynamoDB Local's one sequence counter past where the empty shard's iterators point
  for (const docId of ['X1', 'X2', 'X3']) await put(other, docId);
  const handed: StreamRecord[] = [];
  poller = await startStreamPoller({
    env: { ...process.env, TABLE_RECORDS: table },
    quietMs: 200,
    pollMs: 100,
    handle: async ({ Records }) => {
      handed.push(...Records);
    },
  });
  // let it read the empty shard a few times first, as npm start does before anything is recorded
  await new Promise((r) => setTimeout(r, 500));
  const docIds = ['D1', 'D2', 'D3'];
  for (const docId of docIds) await put(table, docId);
  await expect
    .poll(() => handed.map((r) => r.dynamodb?.NewImage?.docId?.S).sort(), { timeout: 20_000 })
    .toEqual(docIds);
});
