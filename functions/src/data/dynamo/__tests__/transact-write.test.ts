// transactWrite against DynamoDB Local: a refused condition becomes the caller's error (a 409 the person can act
// on, not a 500), chosen by which item refused; an error it does not answer, and every other failure, stays as is.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { AppError, conflict } from '#src/platform/errors.ts';
import { db } from '../client.ts';
import { tables } from '../tables.ts';
import { conditionFailed, transactWrite } from '../transact-write.ts';

const key = (name: string) => ({ pk: `TEST#transact-${Math.random().toString(36).slice(2, 10)}`, sk: name });

describe('transactWrite', () => {
  it('writes every item, and answers a refused condition with the given error', async () => {
    const a = key('a');
    await transactWrite([{ Put: { TableName: tables.app, Item: { ...a, n: 1 } } }], conflict('unused'));
    expect((await db().send(new GetCommand({ TableName: tables.app, Key: a }))).Item?.n).toBe(1);

    const again = transactWrite(
      [{ Put: { TableName: tables.app, Item: { ...a, n: 2 }, ConditionExpression: 'attribute_not_exists(pk)' } }],
      conflict('It was there already.'),
    );
    await expect(again).rejects.toMatchObject({ code: 'CONFLICT', message: 'It was there already.' });
    expect((await db().send(new GetCommand({ TableName: tables.app, Key: a }))).Item?.n).toBe(1);
  });

  it('tells which item refused, and rethrows the cancellation when the caller answers nothing', async () => {
    const [free, taken] = [key('free'), key('taken')];
    await transactWrite([{ Put: { TableName: tables.app, Item: taken } }], conflict('unused'));
    const items = [
      { Put: { TableName: tables.app, Item: free, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tables.app, Item: taken, ConditionExpression: 'attribute_not_exists(pk)' } },
    ];
    const seen: Array<string | undefined>[] = [];
    const second = conflict('The second one is taken.');
    await expect(
      transactWrite(items, (codes) => {
        seen.push([...codes]);
        return conditionFailed(codes, 1) ? second : undefined;
      }),
    ).rejects.toBe(second);
    expect(seen).toEqual([['None', 'ConditionalCheckFailed']]);

    const unanswered = transactWrite(items, () => undefined);
    await expect(unanswered).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    await expect(unanswered).rejects.not.toBeInstanceOf(AppError);
  });
});
