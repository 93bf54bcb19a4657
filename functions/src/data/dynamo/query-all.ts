// Every item a Query finds across its 1 MB pages: the SDK's paginator follows LastEvaluatedKey.
import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.ts';

export async function queryAll<T = Record<string, unknown>>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateQuery({ client: db() }, input)) items.push(...((page.Items ?? []) as T[]));
  return items;
}

/** An index partition as a keys module names it: `{ index, pkName, skName, pk }`. */
export interface IndexPartition {
  index: string;
  pkName: string;
  pk: string;
}

/** Every item of one index partition, each page; `extra` adds a projection (never key values: `:p` is the key's). */
export function queryIndexPartition<T>(
  table: string,
  partition: IndexPartition,
  extra: Pick<QueryCommandInput, 'ProjectionExpression' | 'ExpressionAttributeNames'> = {},
): Promise<T[]> {
  return queryAll<T>({
    TableName: table,
    IndexName: partition.index,
    KeyConditionExpression: `${partition.pkName} = :p`,
    ExpressionAttributeValues: { ':p': partition.pk },
    ...extra,
  });
}
