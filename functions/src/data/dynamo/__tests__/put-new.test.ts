// putNew against DynamoDB Local: a second Put of the same item (the SDK's retry after a lost answer) counts as
// written; another item under the same key is refused and left as it was.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect, it } from 'vitest';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { newId } from '#src/platform/ids.ts';
import { putNew } from '../put-new.ts';

it('answers true for its own item met again, false for another item, which it leaves as it was', async () => {
  const key = { pk: `TEST#put-new#${newId()}`, sk: 'ITEM' };
  const item = { ...key, n: 1, names: ['a', 'b'], nested: { at: '2026-11-29T05:00:00.000Z' } };
  expect(await putNew({ TableName: tables.app, Item: item })).toBe(true);
  expect(await putNew({ TableName: tables.app, Item: { ...item } })).toBe(true);
  expect(await putNew({ TableName: tables.app, Item: { ...item, n: 2 } })).toBe(false);
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: key, ConsistentRead: true }));
  expect(Item).toEqual(item);
});
