// Removes a key item's counters of earlier minutes (count-api-key-call.ts names them), so the item keeps one. Sent
// beside the request that met them; a key that is gone meanwhile is left alone (the condition makes no item).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../dynamo/client.ts';
import { tables } from '../dynamo/tables.ts';
import { isConditionFailed } from '../dynamo/transact-write.ts';
import { apiKeyKey } from './keys.ts';

export async function dropApiKeyCounters(county: string, hash: string, names: string[]): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tables.app,
        Key: apiKeyKey(county, hash),
        UpdateExpression: `REMOVE ${names.map((_, i) => `#c${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#c${i}`, n])),
      }),
    )
    .catch((err) => {
      if (!isConditionFailed(err)) throw err;
    });
}
