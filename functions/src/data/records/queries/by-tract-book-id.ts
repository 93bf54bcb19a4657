// Tract book search by id: the entry's own item, read by key (the id is sent as fromDocumentNumber).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { entityKeys } from '../keys.ts';
import type { TractBookSummary } from '../summaries.ts';
import type { QueryResult } from './gather.ts';

export interface TractBookIdCriteria {
  fromDocumentNumber: string;
}

export async function byTractBookId(county: string, c: TractBookIdCriteria): Promise<QueryResult<TractBookSummary>> {
  const id = c.fromDocumentNumber?.trim().toUpperCase();
  if (!id) return { items: [], truncated: false };
  const { Item } = await db().send(
    new GetCommand({
      TableName: tables.records,
      Key: entityKeys.tractBook(county, id),
      ProjectionExpression: '#summary',
      ExpressionAttributeNames: { '#summary': 'summary' },
    }),
  );
  const summary = Item?.summary as TractBookSummary | undefined;
  return { items: summary ? [summary] : [], truncated: false };
}
