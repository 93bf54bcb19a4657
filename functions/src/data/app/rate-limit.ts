// Fixed-window call counters (platform/rate-limit.ts decides the limits): one item per (county, name, source,
// window), counted with ADD and removed by its TTL after the window.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../dynamo/client.ts';
import { tables } from '../dynamo/tables.ts';
import { rateKey } from './keys.ts';

/** Counts one call in its window (the item goes at `ttl`, epoch seconds); answers the calls counted so far. */
export async function countCall(
  county: string,
  name: string,
  source: string,
  window: number,
  ttl: number,
): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: rateKey(county, name, source, window),
      UpdateExpression: 'ADD calls :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': ttl },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.calls ?? 0);
}
