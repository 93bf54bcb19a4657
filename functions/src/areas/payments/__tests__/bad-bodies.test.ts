// Bodies that are not what a payments call takes get a 400 with a message a person can act on, never a 500 (issue
// 13: 13 of 11,700 malformed bodies on escrowDeposit/initiateDeposit answered 500; signed webhook bodies `null` and
// an eventType past the safe-integer range too). Nothing is recorded for any of them.
import type { Envelope } from '@portal/shared/api/envelope';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app.ts';
import { getAccount } from '#src/data/app/accounts.ts';
import { countyOrigin } from '../../../../../test/support/api-client.ts';
import { webhookSignature } from '../../../platform/card-provider/webhook-signature.ts';
import { newTestCounty } from '../../imaging/__tests__/fixtures.ts';
import { type SimulatorHandle, simKeys, startSimulator } from './fixtures.ts';

const app = createApp();
let county = '';
let sim: SimulatorHandle;
const cookies = new Map<string, string>();

async function send(
  path: string,
  body: string | URLSearchParams | undefined,
  contentType?: string,
  username = 'account.admin',
) {
  const res = await app.request(`${countyOrigin(county)}/api/${path}`, {
    method: 'POST',
    headers: {
      'x-requested-with': 'test',
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(cookies.has(username) ? { cookie: cookies.get(username) } : {}),
    },
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Envelope };
}

async function signIn(username: string) {
  const res = await app.request(`${countyOrigin(county)}/api/auth/login`, {
    method: 'POST',
    headers: { 'x-requested-with': 'test', 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo#2026' }),
  });
  expect(res.status).toBe(200);
  cookies.set(
    username,
    res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  );
}

/** A 400 whose message says something, with no stack or exception text in it. */
function expectClear400(res: Awaited<ReturnType<typeof send>>) {
  expect(res.status, res.text).toBe(400);
  expect(res.body.status).toBe('ERROR');
  expect(res.body.message?.length).toBeGreaterThan(5);
  expect(res.text).not.toMatch(/\bat \w+ \(|SyntaxError|TypeError|node_modules/);
}

beforeAll(async () => {
  county = await newTestCounty('pay-bad', { common: { publicUrl: 'http://localhost:3000' } });
  sim = await startSimulator(county);
  await signIn('account.admin');
  await signIn('card.customer');
  return () => sim.close();
});

const json = 'application/json';
const notJson: Array<[string, string | URLSearchParams | undefined, string | undefined]> = [
  ['an empty JSON body', '', json],
  ['NaN', 'NaN', json],
  ['a truncated object', '{"amount": 25', json],
  ['XML', '<deposit><amount>25</amount></deposit>', json],
  ['XML as XML', '<deposit><amount>25</amount></deposit>', 'application/xml'],
  ['form data', new URLSearchParams({ amount: '25' }), 'application/x-www-form-urlencoded'],
  ['no body at all', undefined, undefined],
  ['null', 'null', json],
  ['an array', '[25]', json],
  ['a bare number', '25', json],
];

describe('escrowDeposit/initiateDeposit', () => {
  it.each(notJson)('%s: 400, nothing started', async (_, body, type) => {
    const before = (await getAccount(county, 'demo-title'))?.usageBalanceCents;
    expectClear400(await send('escrowDeposit/initiateDeposit', body, type));
    expect((await getAccount(county, 'demo-title'))?.usageBalanceCents).toBe(before);
  });

  it.each([
    ['NaN in the object', '{"amount": NaN}', /valid JSON/],
    ['an object amount', '{"amount": {"cents": 2500}}', /amount/],
    ['words', '{"amount": "twenty five"}', /dollars and cents/],
    ['too many decimals', '{"amount": "25.001"}', /two decimal places/],
    ['a number past any float', '{"amount": 1e400}', /dollars and cents/],
    ['a megabyte of digits', JSON.stringify({ amount: '9'.repeat(1_000_000) }), /amount/],
    ['below the minimum', '{"amount": "5"}', /Minimum deposit is \$10\.00/],
  ])('%s: 400 naming the problem', async (_, body, message) => {
    const res = await send('escrowDeposit/initiateDeposit', body, json);
    expectClear400(res);
    expect(res.body.message).toMatch(message);
  });

  it('a good amount still starts the card payment', async () => {
    const res = await send('escrowDeposit/initiateDeposit', '{"amount": "25.00"}', json);
    expect(res.status, res.text).toBe(200);
    expect(res.body.content).toMatchObject({ depositCents: 2500, totalCents: 2500 });
  });
});

describe('the other payments bodies', () => {
  it.each([
    ['escrowDeposit/completeDeposit', 'account.admin'],
    ['creditcard/authorizationResponse', 'card.customer'],
    ['flatFee/getUserAddOnConfirmation', 'account.admin'],
    ['flatFee/userAddOn', 'account.admin'],
  ])('%s refuses bodies that are not its JSON', async (path, username) => {
    for (const [, body, type] of notJson) expectClear400(await send(path, body, type, username));
    expectClear400(await send(path, '{"transId": {"$gt": ""}, "option": [], "imageStateGuid": 7}', json, username));
  });
});

describe('signed webhook bodies', () => {
  const signed = (body: string) =>
    app.request(`${countyOrigin(county)}/api/webhooks/authorizenet`, {
      method: 'POST',
      headers: {
        'content-type': json,
        'x-anet-signature': webhookSignature(body, simKeys.signatureKey),
      },
      body,
    });

  it.each([
    ['null', 'null'],
    ['a number', '12'],
    ['an array', '[]'],
    ['an eventType past the safe integers', '{"notificationId":"n-big","eventType":123456789012345678901234567890}'],
    ['an eventType that is a number', '{"notificationId":"n-num","eventType":7}'],
    ['a payload id past the safe integers', '{"notificationId":"n-id","eventType":"x","payload":{"id":1e300}}'],
    ['no notificationId', '{"eventType":"net.authorize.payment.authcapture.created"}'],
  ])('%s: 400', async (_, body) => {
    const res = await signed(body);
    const text = await res.text();
    expect(res.status, text).toBe(400);
    expect((JSON.parse(text) as Envelope).message).toBeTruthy();
  });

  it('a well-formed notification of another kind is still taken (and ignored)', async () => {
    const res = await signed('{"notificationId":"n-other","eventType":"net.authorize.customer.created","payload":{}}');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Envelope<{ outcome: string }>).content?.outcome).toBe('IGNORED');
  });
});
