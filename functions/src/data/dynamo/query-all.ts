// Every item a Query finds across its 1 MB pages: the SDK's paginator follows LastEvaluatedKey.
import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.ts';

export async function queryAll<T = Record<string, unknown>>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateQuery({ client: db() }, input)) items.push(...((page.Items ?? []) as T[]));
  return items;
}
