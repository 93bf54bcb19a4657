// A key's call against the local stack (issue 31, a key's call as cheap as a cookie's): it sends DynamoDB as many
// commands as the same call with a session cookie, one UpdateItem on the key's item in place of the session's
// GetItem, and reads no user: the key's item carries a copy of its user's role, status and account. So every change
// to that user must reach the copy at once: a change of role or account, a deactivation and reactivation, a
// removal, and recovery's unlock. And the minute's counter stays one attribute on the key's item.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiKeyCreated } from '@portal/shared/api-keys/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app.ts';
import { hashApiKey } from '#src/data/app/api-keys.ts';
import { apiKeyKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { countyOrigin } from '../../../../../test/support/api-client.ts';
import { clientsOf, newSearchCounty } from '../../search/__tests__/fixtures.ts';
import { newUser } from '../../users/__tests__/fixtures.ts';
import { updateUser } from '../../users/update-user.ts';

const app = createApp();
const TITLE = 'demo-title';
const GONE = "This API key's user is no longer active on its account. Make a new key.";
let county = '';
let clients: ReturnType<typeof clientsOf>;

async function withKey(key: string, path = 'currentUser/usageBalance') {
  const res = await app.request(`${countyOrigin(county)}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, message: ((await res.json()) as { message?: string }).message };
}

async function makeKey(username: string) {
  const admin = await clients('account.admin');
  const res = await admin.post<ApiKeyCreated>('apiKeys/create', {
    name: `As ${username}`,
    scopes: ['search'],
    username,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.content!.secret;
}

/** A fresh user of the title company, made by the county's administrator, and a key acting as it. */
async function userWithKey() {
  const entry = newUser(TITLE);
  const staff = await clients('county.admin');
  const made = await staff.post<{ id: string }>('userManager/user', entry);
  expect(made.status, made.body.message).toBe(200);
  return { id: made.body.content!.id, entry, secret: await makeKey(entry.username), staff };
}

const keyItem = async (secret: string) =>
  (
    await db().send(
      new GetCommand({ TableName: tables.app, Key: apiKeyKey(county, hashApiKey(secret)), ConsistentRead: true }),
    )
  ).Item ?? {};

type Sent = { name: string; key: string };
type Send = (command: { input: Record<string, unknown> }) => Promise<unknown>;

/** The DynamoDB commands `call` sends, but the reads of what the process caches (the county and its configuration). */
async function commandsOf(call: () => Promise<unknown>): Promise<Sent[]> {
  const client = db() as unknown as { send: Send };
  const send = client.send;
  const sent: Sent[] = [];
  client.send = (command) => {
    const key = JSON.stringify(command.input.Key ?? command.input.ExpressionAttributeValues ?? '');
    if (!/"pk":"C#[^#"]+"/.test(key))
      sent.push({ name: (command as unknown as { constructor: { name: string } }).constructor.name, key });
    return send.call(client, command);
  };
  try {
    await call();
  } finally {
    client.send = send;
  }
  return sent;
}

beforeAll(async () => {
  county = await newSearchCounty('keycall');
  clients = clientsOf(county);
});

describe("a key's call", () => {
  it('sends as many DynamoDB commands as the same call with a cookie: one UpdateItem on the key, no user read', async () => {
    const secret = await makeKey('title.examiner');
    const browser = await clients('title.examiner');
    // warm: the configuration groups both paths read through the process's cache
    expect((await withKey(secret)).status).toBe(200);
    expect((await browser.post('currentUser/usageBalance')).status).toBe(200);
    // the first call of a minute also drops the last minute's counter (beside the request): measure within one
    let byCookie: Sent[] = [];
    let byKey: Sent[] = [];
    for (let minute = -1; minute !== Math.floor(Date.now() / 60_000); ) {
      minute = Math.floor(Date.now() / 60_000);
      byCookie = await commandsOf(() => browser.post('currentUser/usageBalance'));
      byKey = await commandsOf(async () => expect((await withKey(secret)).status).toBe(200));
    }
    expect(byKey.length).toBe(byCookie.length);
    expect(byCookie.filter((c) => c.key.includes('#SESSION#')).map((c) => c.name)).toEqual(['GetCommand']);
    expect(byKey.filter((c) => c.key.includes('#APIKEY#')).map((c) => c.name)).toEqual(['UpdateCommand']);
    expect(byKey.filter((c) => c.key.includes('#SESSION#') || c.key.includes('#USER#'))).toEqual([]);
  });

  it('keeps one counter on the key item, also across a pause of minutes, and a refused call writes nothing', async () => {
    const secret = await makeKey('title.examiner');
    const counters = (item: Record<string, unknown>) => Object.keys(item).filter((k) => k.startsWith('callsIn'));
    // as if the key had last been called ten minutes ago, seven times
    const stale = `callsIn${Math.floor(Date.now() / 60_000) - 10}`;
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: apiKeyKey(county, hashApiKey(secret)),
        UpdateExpression: 'SET #old = :n',
        ExpressionAttributeNames: { '#old': stale },
        ExpressionAttributeValues: { ':n': 7 },
      }),
    );
    expect((await withKey(secret)).status).toBe(200);
    const item = await keyItem(secret);
    const [counter] = counters(item);
    expect(counters(item)).toHaveLength(1);
    expect(counter).not.toBe(stale);
    expect(item[counter!]).toBe(1);
    // a route no key may call is refused without a count
    expect((await withKey(secret, 'userManager/users')).status).toBe(403);
    expect((await keyItem(secret))[counter!]).toBe(1);
  });
});

describe("a key follows its user at once (the key item's copy of the user's role, status and account)", () => {
  it('a change of role keeps the key working as the new role; a move to another account stops it, and back', async () => {
    const { id, entry, secret, staff } = await userWithKey();
    expect((await keyItem(secret)).role).toBe('USER');
    expect((await staff.post('userManager/user', { ...entry, id, role: 'ACCOUNT' })).status).toBe(200);
    expect(await keyItem(secret)).toMatchObject({ role: 'ACCOUNT', userStatus: 'A', userAccountId: TITLE });
    expect((await withKey(secret)).status).toBe(200);
    expect(
      (await staff.post('userManager/user', { ...entry, id, role: 'ACCOUNT', accountId: 'demo-card' })).status,
    ).toBe(200);
    expect(await withKey(secret)).toEqual({ status: 401, message: GONE });
    expect((await staff.post('userManager/user', { ...entry, id, role: 'USER' })).status).toBe(200);
    expect((await withKey(secret)).status).toBe(200);
  });

  it('a deactivation stops the key and a reactivation restarts it; a removal stops it for good', async () => {
    const { id, secret, staff } = await userWithKey();
    expect((await staff.post('userManager/userChangeStatusSingle', { userId: id })).status).toBe(200);
    expect(await withKey(secret)).toEqual({ status: 401, message: GONE });
    expect((await staff.post('userManager/userChangeStatusSingle', { userId: id })).status).toBe(200);
    expect((await withKey(secret)).status).toBe(200);
    expect((await staff.post('userManager/userDelete', { userId: id })).status).toBe(200);
    expect(await keyItem(secret)).toMatchObject({ userStatus: 'REMOVED' });
    expect(await withKey(secret)).toEqual({ status: 401, message: GONE });
  });

  it("a lock stops the key and recovery's unlock (users/update-user.ts) restarts it", async () => {
    const { id, secret } = await userWithKey();
    await updateUser(county, id, { status: 'L' });
    expect(await withKey(secret)).toEqual({ status: 401, message: GONE });
    await updateUser(county, id, { status: 'A' });
    expect((await withKey(secret)).status).toBe(200);
  });
});
