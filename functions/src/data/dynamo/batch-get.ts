// Items by key from one table, up to 100 a request, unprocessed keys retried: answered in the order asked
// (undefined for a key with no item).
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './client.ts';
import { sendUntilProcessed } from './retry.ts';

type Key = { pk: string; sk: string };

export async function batchGet<T>(table: string, keys: Key[]): Promise<Array<T | undefined>> {
  const found = new Map<string, T>();
  const unique = [...new Map(keys.map((k) => [`${k.pk}\u0000${k.sk}`, k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    await sendUntilProcessed(
      unique.slice(i, i + 100),
      async (pending) => {
        const res = await db().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }));
        for (const item of res.Responses?.[table] ?? []) found.set(`${item.pk}\u0000${item.sk}`, item as T);
        return res.UnprocessedKeys?.[table]?.Keys as Key[] | undefined;
      },
      { what: `BatchGet from ${table}` },
    );
  }
  return keys.map((k) => found.get(`${k.pk}\u0000${k.sk}`));
}
