// API keys (issue 31) against the local stack: an account administrator makes a key (its secret answered once,
// only its hash stored); a search through the key is charged and audited as the same search from the browser,
// the entry naming the key; and every refusal: a wrong, revoked or expired key (401), a key in the URL (400),
// a staff route, the sign-in or a scope the key lacks (403, no session made), another county (403), over the
// county's per-minute limit (429 with Retry-After); and who may manage whose keys.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiKeyCreated, ApiKeyList } from '@portal/shared/api-keys/schemas';
import { readGroup } from '@portal/shared/config/groups';
import { defaultCriteria } from '@portal/shared/reports/criteria';
import { todayIn } from '@portal/shared/search/dates';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app.ts';
import { getAccount } from '#src/data/app/accounts.ts';
import { hashApiKey } from '#src/data/app/api-keys.ts';
import { apiKeyKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditByAccountIndex } from '#src/data/ledger/keys.ts';
import { putConfig } from '#src/platform/config.ts';
import { countyOrigin } from '../../../../../test/support/api-client.ts';
import {
  clientsOf,
  doc,
  newSearchCounty,
  party,
  saveFixture,
  search,
  setAccount,
} from '../../search/__tests__/fixtures.ts';

const app = createApp();
const TITLE = 'demo-title';
let county = '';
let other = '';
let clients: ReturnType<typeof clientsOf>;
let otherClients: ReturnType<typeof clientsOf>;

/** A call as a vendor's program sends it: the key in the header, no cookie, no Origin, no X-Requested-With. */
async function withKey(where: string, key: string, path: string, body: unknown = {}) {
  const res = await app.request(`${countyOrigin(where)}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; content?: unknown },
    headers: res.headers,
  };
}

async function makeKey(where: string, fields: Record<string, unknown>) {
  const admin = await (where === county ? clients : otherClients)('account.admin');
  const res = await admin.post<ApiKeyCreated>('apiKeys/create', {
    name: 'Nightly sync',
    scopes: ['search'],
    ...fields,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.content!;
}

const balance = async () => (await getAccount(county, TITLE))?.usageBalanceCents;

beforeAll(async () => {
  county = await newSearchCounty('apikeys', { aLaCarte: { searchByName: 150 } });
  other = await newSearchCounty('apikeys-b');
  await setAccount(county, TITLE, { usageBalanceCents: 10_000 });
  await saveFixture(county, {
    documents: [
      doc('9300', 'WD', '2024-03-01T10:00', { grantors: [party('SMITH', 'JOHN')] }),
      doc('9301', 'WD', '2024-03-02T10:00', { grantors: [party('JONES', 'MARY')] }),
    ],
  });
  clients = clientsOf(county);
  otherClients = clientsOf(other);
});

describe('making and listing keys', () => {
  it('answers the secret once, stores only its hash, and lists the key without either', async () => {
    const made = await makeKey(county, { name: 'Shown once', username: 'title.examiner' });
    expect(made.secret).toMatch(new RegExp(`^lrp_${county}_[A-Za-z0-9_-]{43}$`));
    const { Item } = await db()
      .send(
        new QueryCommand({
          TableName: tables.app,
          KeyConditionExpression: 'pk = :p',
          ExpressionAttributeValues: { ':p': apiKeyKey(county, hashApiKey(made.secret)).pk },
        }),
      )
      .then((r) => ({ Item: r.Items?.[0] }));
    expect(Item?.keyId).toBe(made.keyId);
    expect(JSON.stringify(Item)).not.toContain(made.secret.slice(-43));
    const list = await (await clients('account.admin')).post<ApiKeyList>('apiKeys/list', {});
    expect(list.status).toBe(200);
    const row = list.body.content?.keys.find((k) => k.keyId === made.keyId);
    expect(row).toMatchObject({ name: 'Shown once', username: 'title.examiner', scopes: ['search'] });
    expect(JSON.stringify(list.body)).not.toContain(made.secret.slice(-43));
    expect(JSON.stringify(list.body)).not.toContain(hashApiKey(made.secret));
  });

  it('refuses a key acting as staff, a user of another account, or an expiry already past', async () => {
    const admin = await clients('account.admin');
    for (const [username, field] of [
      ['county.admin', 'username'],
      ['card.customer', 'username'],
    ] as const) {
      const res = await admin.post('apiKeys/create', { name: 'x', scopes: ['search'], username });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]).toBeTruthy();
    }
    const past = await admin.post('apiKeys/create', { name: 'x', scopes: ['search'], expiresOn: '2020-01-01' });
    expect(past.status).toBe(400);
    expect((await admin.post('apiKeys/create', { name: 'x', scopes: [] })).status).toBe(400);
  });

  it("lets an administrator manage only its own account's keys, staff any account's, and nobody else", async () => {
    const admin = await clients('account.admin');
    expect((await admin.post('apiKeys/list', { accountId: 'demo-card' })).status).toBe(403);
    const staff = await clients('county.admin');
    const staffList = await staff.post<ApiKeyList>('apiKeys/list', { accountId: TITLE });
    expect(staffList.status).toBe(200);
    expect(staffList.body.content?.accountId).toBe(TITLE);
    expect((await staff.post('apiKeys/list', {})).status).toBe(400);
    expect((await (await clients('title.examiner')).post('apiKeys/list', {})).status).toBe(403);
    // staff name the user the key acts as
    const made = await staff.post<ApiKeyCreated>('apiKeys/create', {
      accountId: TITLE,
      name: 'Made by the county',
      scopes: ['images'],
      username: 'title.examiner',
    });
    expect(made.status).toBe(200);
  });
});

describe('a call through a key', () => {
  it('is charged to the account as the same search from the browser, and the audit entry names the key', async () => {
    const made = await makeKey(county, { name: 'Title plant feed', username: 'title.examiner' });
    const examiner = await clients('title.examiner');
    const before = await balance();
    expect((await search(examiner, 'searchByName', { lastName1: 'SMITH' })).ids).toContain('A9300');
    const afterBrowser = await balance();
    const res = await withKey(county, made.secret, 'search/searchByName', { lastName1: 'JONES' });
    expect(res.status, res.body.message).toBe(200);
    expect(JSON.stringify(res.body.content)).toContain('9301');
    const afterKey = await balance();
    expect(before! - afterBrowser!).toBe(150);
    expect(afterBrowser! - afterKey!).toBe(150);

    const index = auditByAccountIndex(county, TITLE);
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        IndexName: index.index,
        KeyConditionExpression: `${index.pkName} = :p`,
        ExpressionAttributeValues: { ':p': index.pk },
      }),
    );
    const charges = Items.filter((i) => i.type === 'SEARCH');
    const byKey = charges.filter((i) => i.apiKey === 'Title plant feed');
    expect(byKey).toHaveLength(1);
    expect(byKey[0]).toMatchObject({ username: 'title.examiner', amountCents: 150, apiKeyId: made.keyId });
    expect(charges.filter((i) => !i.apiKey)).toHaveLength(1);

    // the account's audit report names the key beside the user (the browser's line names none)
    const criteria = defaultCriteria(todayIn('America/Chicago')).auditAccountsReport;
    const jar = await clients('account.admin');
    const sheet = await app.request(`${countyOrigin(county)}/api/report/accountExport`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'test',
        ...(jar as unknown as { cookies: { header(): Record<string, string> } }).cookies.header(),
      },
      body: JSON.stringify({ ...criteria, transactionType: 'SEARCH', logInformation: 'transactions' }),
    });
    expect(sheet.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await sheet.arrayBuffer()) as ArrayBuffer);
    const ws = book.worksheets[0]!;
    const header = (ws.getRow(1).values as unknown[]).map(String);
    const lines = ws.getRows(2, ws.rowCount - 2) ?? [];
    const keyNames = lines.map((row) => String(row.getCell(header.indexOf('API key')).value ?? ''));
    expect(keyNames.sort()).toEqual(['', 'Title plant feed']);
  });

  it('refuses a wrong, a malformed, a revoked and an expired key with 401 and a message', async () => {
    const made = await makeKey(county, { name: 'To revoke' });
    expect((await withKey(county, made.secret, 'currentUser/usageBalance')).status).toBe(200);
    const wrong = `${made.secret.slice(0, -4)}AAAA`;
    const answers = [await withKey(county, wrong, 'search/searchByName', { lastName1: 'SMITH' })];
    answers.push(await withKey(county, 'not-a-key', 'search/searchByName', { lastName1: 'SMITH' }));
    const revoke = await (await clients('account.admin')).post('apiKeys/revoke', { keyId: made.keyId });
    expect(revoke.status).toBe(200);
    answers.push(await withKey(county, made.secret, 'search/searchByName', { lastName1: 'SMITH' }));
    const expiring = await makeKey(county, { name: 'Expiring', expiresOn: '2099-12-31' });
    await db().send(
      new UpdateCommand({
        TableName: tables.app,
        Key: apiKeyKey(county, hashApiKey(expiring.secret)),
        UpdateExpression: 'SET expiresAt = :t',
        ExpressionAttributeValues: { ':t': '2024-01-01T00:00:00.000Z' },
      }),
    );
    answers.push(await withKey(county, expiring.secret, 'search/searchByName', { lastName1: 'SMITH' }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect(answers[2]?.body.message).toMatch(/revoked/);
    expect(answers[3]?.body.message).toMatch(/expired on 2024-01-01/);
    expect((await (await clients('account.admin')).post('apiKeys/revoke', { keyId: made.keyId })).status).toBe(409);
  });

  it('refuses a key in the URL with 400, even beside a good header', async () => {
    const made = await makeKey(county, { name: 'In a URL' });
    for (const query of [`api_key=${made.secret}`, `q=${made.secret}`]) {
      const res = await app.request(`${countyOrigin(county)}/api/currentUser/usageBalance?${query}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${made.secret}` },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/Authorization header/);
    }
  });

  it('never reaches staff routes, the user manager, a scope it lacks, or the sign-in; no session is made', async () => {
    const made = await makeKey(county, { name: 'Search only', username: 'account.admin' });
    for (const path of ['controlPanel/accounts', 'userManager/users', 'apiKeys/list', 'imaging/getThumbnails']) {
      const res = await withKey(county, made.secret, path, { filterText: '' });
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBeTruthy();
    }
    const login = await withKey(county, made.secret, 'auth/login', {
      username: 'account.admin',
      password: 'Demo#2026',
    });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);
  });

  it('never reaches another county: its key is refused there', async () => {
    const made = await makeKey(county, { name: 'Home county only' });
    const res = await withKey(other, made.secret, 'search/searchByName', { lastName1: 'SMITH' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/another county/);
    // a key string naming the other county whose secret is this county's is unknown there as well
    const renamed = made.secret.replace(`lrp_${county}_`, `lrp_${other}_`);
    expect((await withKey(other, renamed, 'currentUser/usageBalance')).status).toBe(401);
  });

  it("answers 429 with Retry-After past the county's calls per minute", async () => {
    await putConfig(other, 'userAccess', { ...readGroup('userAccess', {}), apiKeyCallsPerMinute: 2 });
    const made = await makeKey(other, { name: 'Busy' });
    // six calls over at most two minutes: one minute holds three or more, past the limit of two
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await withKey(other, made.secret, 'currentUser/usageBalance'));
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    const retry = Number(throttled[0]?.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(throttled[0]?.body.message).toMatch(/Try again in/);
  });
});
