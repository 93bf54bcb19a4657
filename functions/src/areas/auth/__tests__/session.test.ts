import { ScanCommand, type ScanCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { copyDemoCounties } from '../../../../../test/access/demo-callers.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { endSessions } from '../../../data/app/sessions.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';

/** Every session item of a user. A test-only Scan, read to its end: one page holds at most 1 MB of the table. */
async function sessionKeysOf(userId: string) {
  const keys: Array<{ pk: string; sk: string }> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db().send(
      new ScanCommand({
        TableName: tables.app,
        FilterExpression: 'userId = :u AND sk = :s',
        ExpressionAttributeValues: { ':u': userId, ':s': 'S' },
        ExclusiveStartKey: start,
      }),
    );
    for (const i of page.Items ?? []) keys.push({ pk: i.pk as string, sk: i.sk as string });
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}

describe('sessions', () => {
  it('is refused once its inactivity time has passed, even before DynamoDB removes the item', async () => {
    const client = new TestClient();
    await client.login('flatfee.admin');
    const keys = await sessionKeysOf('demo-flatfee-admin');
    for (const Key of keys) {
      await db().send(
        new UpdateCommand({
          TableName: tables.app,
          Key,
          UpdateExpression: 'SET #ttl = :past',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
        }),
      );
    }
    expect((await client.get('currentUser/profile')).status).toBe(401);
  });

  it('ends every session of a county at once (End User Sessions)', async () => {
    // copies of the demo counties: ending every session of 'marianas' would sign out the API test files running
    // beside this one
    const ids = await copyDemoCounties('end');
    const a = new TestClient(ids.marianas);
    const b = new TestClient(ids.marianas);
    const other = new TestClient(ids.lakewood);
    await a.login('title.examiner');
    await b.login('account.admin');
    await other.login('title.examiner');
    expect(await endSessions(ids.marianas)).toBe(2);
    expect((await a.get('currentUser/profile')).status).toBe(401);
    expect((await b.get('currentUser/profile')).status).toBe(401);
    expect((await other.get('currentUser/profile')).status).toBe(200);
  });

  it('rotates the session id when the caller signs in again', async () => {
    const client = new TestClient();
    const first = await client.login('title.examiner');
    const cookieOf = (res: { headers: Headers }) =>
      /lrp_sid=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? '';
    const old = cookieOf(first);
    const second = await client.login('title.examiner');
    expect(cookieOf(second)).not.toBe(old);
    expect((await client.get('currentUser/profile')).status).toBe(200);
    // The old id no longer opens anything.
    const replay = await new TestClient().call('GET', 'currentUser/profile', undefined, { cookie: `lrp_sid=${old}` });
    expect(replay.status).toBe(401);
  });

  it('sets an httpOnly SameSite cookie', async () => {
    const res = await new TestClient().post('auth/login', { username: 'county.admin', password: 'Demo#2026' });
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/lrp_sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});
