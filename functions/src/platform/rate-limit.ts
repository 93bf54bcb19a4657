// Fixed-window call counters in DynamoDB, so a limit holds across Lambda instances: one item per
// (county, name, source, window), counted with ADD and removed by its TTL after the window.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rateKey } from '../data/app/keys.ts';
import { db } from '../data/dynamo/client.ts';
import { tables } from '../data/dynamo/tables.ts';
import { throttled } from './errors.ts';

export interface RateLimit {
  /** calls allowed per window */
  limit: number;
  windowSeconds: number;
}

/** Counts one call; a 429 once the source has used its calls in this window. */
export async function assertWithinRate(county: string, name: string, source: string, rate: RateLimit): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const window = Math.floor(nowSeconds / rate.windowSeconds);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: rateKey(county, name, source, window),
      UpdateExpression: 'ADD calls :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': (window + 1) * rate.windowSeconds + 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (Number(Attributes?.calls ?? 0) > rate.limit) throw throttled();
}
