// Property fraud alerts' calls against the local stack (issue 22): the page, double opt-in sign-up, the manage
// link's watches (limits, duplicates, field rules), both unsubscribes, the rate limit, a county with the feature off,
// a token in another county, and the staff-only monthly counts.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { alertMessages as m } from '@portal/shared/alerts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertMatchPartition } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { as, copyDemoCounties } from '../../users/__tests__/fixtures.ts';
import { anon, mailedToken, mailTo, oneClick, subscriber, uniqueEmail } from './alerts-fixtures.ts';

let lakewood = '';
let marianas = '';

beforeAll(async () => {
  ({ lakewood, marianas } = await copyDemoCounties('alerts'));
});

const matchItems = async (county: string, key: string) =>
  (
    await db().send(
      new QueryCommand({
        TableName: tables.app,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': alertMatchPartition(county, key) },
      }),
    )
  ).Items ?? [];

describe('the sign-up page and double opt-in', () => {
  it('answers the page to anyone: on in Lakewood with its phone, off in the Marianas', async () => {
    expect((await anon(lakewood).get('alerts/page')).body.content).toEqual({
      enabled: true,
      heading: 'Property Fraud Alert',
      introText: expect.stringContaining('up to 10 watches'),
      countyPhone: '(218) 555-0142',
      maxWatches: 10,
    });
    expect((await anon(marianas).get('alerts/page')).body.content.enabled).toBe(false);
    const off = await anon(marianas).post('alerts/signUp', { email: uniqueEmail('off') });
    expect([off.status, off.body.message]).toEqual([403, m.featureOff]);
  });

  it('mails a confirmation link; confirming is a POST, idempotent, and opens the manage link', async () => {
    const email = uniqueEmail('optin');
    const a = anon(lakewood);
    const res = await a.post('alerts/signUp', { email });
    expect([res.status, res.body.content]).toEqual([202, { message: m.signedUp }]);
    const [mail] = await mailTo(email);
    expect(mail?.body.text).toMatch(/^http:\/\/localhost:\d+\/alerts\/confirm\/[\w-]{20,}$/m);
    const token = await mailedToken(email, '/alerts/confirm/');
    // not confirmed yet: nothing can be managed
    const first = await a.post('alerts/confirm', { token });
    const again = await a.post('alerts/confirm', { token });
    expect(first.status).toBe(200);
    expect(again.body.content.manageToken).toBe(first.body.content.manageToken);
    const sub = await a.post('alerts/subscription', { token: first.body.content.manageToken });
    expect(sub.body.content).toEqual({ email, confirmed: true, watches: [], maxWatches: 10 });
    // a confirmation token opens nothing else, and an unknown one is a 404 with a message
    expect((await a.post('alerts/subscription', { token })).status).toBe(404);
    const unknown = await a.post('alerts/confirm', { token: 'x'.repeat(43) });
    expect([unknown.status, unknown.body.message]).toEqual([404, m.linkUnknown]);
    expect((await a.post('alerts/confirm', { token: 'short' })).status).toBe(400);
  });

  it('answers a known address as an unknown one, and mails its manage link again', async () => {
    const email = uniqueEmail('known');
    const manage = await subscriber(lakewood, email);
    const res = await anon(lakewood).post('alerts/signUp', { email });
    expect([res.status, res.body.content]).toEqual([202, { message: m.signedUp }]);
    expect(await mailedToken(email, '/alerts/manage/')).toBe(manage);
  });

  it('limits sign-ups per address with a message a person can act on', async () => {
    const email = uniqueEmail('rate');
    const a = anon(lakewood);
    for (let i = 0; i < 3; i++) expect((await a.post('alerts/signUp', { email })).status).toBe(202);
    const res = await a.post('alerts/signUp', { email });
    expect([res.status, res.body.message]).toEqual([429, m.tooManySignUps]);
    expect(await mailTo(email)).toHaveLength(3);
  });
});

describe('watches by the manage link', () => {
  let token = '';
  const add = (watch: unknown) => anon(lakewood).post('alerts/watches/add', { token, watch });

  beforeAll(async () => {
    token = await subscriber(lakewood, uniqueEmail('watches'));
  });

  it('adds each kind of watch under the keys the searches use, lists them, and refuses a duplicate', async () => {
    const name = await add({ kind: 'NAME', lastName: "O'Brien", firstName: 'Mary' });
    expect(name.status).toBe(201);
    expect(name.body.content.watch).toMatchObject({ kind: 'NAME', lastName: "O'Brien", firstName: 'Mary' });
    expect(name.body.content.watch.watchId).toBeTruthy();
    expect((await add({ kind: 'PARCEL', parcelId: 'r100' })).status).toBe(201);
    expect((await add({ kind: 'CERTIFICATE', certificateNumber: 'C123' })).status).toBe(201);
    expect((await add({ kind: 'ADDRESS', streetNumber: '140-17', streetName: 'East 14th Street' })).status).toBe(201);
    // one item under each normalised key: OBRIEN, the parcel upper case, the address in its USPS form
    expect(await matchItems(lakewood, 'NM#OBRIEN')).toEqual([expect.objectContaining({ first: 'MARY', mi: '' })]);
    expect(await matchItems(lakewood, 'PA#R100')).toHaveLength(1);
    expect(await matchItems(lakewood, 'AD#14017#E 14TH ST')).toHaveLength(1);

    const dup = await add({ kind: 'NAME', lastName: 'OBRIEN', firstName: 'MARY' });
    // O'Brien, Mary and OBRIEN, MARY are one watch under the name search's rules
    expect([dup.status, dup.body.message]).toEqual([409, 'You already watch this. Each watch needs to be different.']);
    const dupAddress = await add({ kind: 'ADDRESS', streetNumber: '14017', streetName: 'E 14TH ST' });
    expect(dupAddress.status).toBe(409);

    const list = (await anon(lakewood).post('alerts/subscription', { token })).body.content.watches;
    expect(list.map((w: { kind: string }) => w.kind)).toEqual(['NAME', 'PARCEL', 'CERTIFICATE', 'ADDRESS']);
  });

  it('checks the fields with the searches rules', async () => {
    const parcel = await add({ kind: 'PARCEL', parcelId: 'R-100' });
    expect([parcel.status, parcel.body.errors]).toEqual([400, { 'watch.parcelId': 'Letters and digits only.' }]);
    const street = await add({ kind: 'ADDRESS', streetNumber: '1', streetName: 'Ma' });
    expect(street.body.errors).toEqual({ 'watch.streetName': 'Three characters minimum.' });
    expect((await add({ kind: 'NAME', lastName: ' ' })).body.errors).toEqual({ 'watch.lastName': 'Required.' });
    expect((await add({ kind: 'CAR', plate: 'X' })).status).toBe(400);
  });

  it('holds 10 watches per address; removing one frees its place and its keys', async () => {
    for (
      let i = (await anon(lakewood).post('alerts/subscription', { token })).body.content.watches.length;
      i < 10;
      i++
    ) {
      expect((await add({ kind: 'PARCEL', parcelId: `P${i}` })).status).toBe(201);
    }
    const over = await add({ kind: 'PARCEL', parcelId: 'P99' });
    expect([over.status, over.body.message]).toEqual([409, m.tooManyWatches]);
    expect(over.body.message).toMatch(/^You can watch at most 10 /);

    const { watches } = (await anon(lakewood).post('alerts/subscription', { token })).body.content;
    const parcel = watches.find((w: { parcelId?: string }) => w.parcelId === 'r100');
    const removed = await anon(lakewood).post('alerts/watches/remove', { token, watchId: parcel.watchId });
    expect(removed.status).toBe(200);
    expect(await matchItems(lakewood, 'PA#R100')).toEqual([]);
    expect((await add({ kind: 'PARCEL', parcelId: 'P99' })).status).toBe(201);
    const gone = await anon(lakewood).post('alerts/watches/remove', { token, watchId: parcel.watchId });
    expect([gone.status, gone.body.message]).toEqual([404, m.watchNotFound]);
  });

  it('answers a manage token only in its own county', async () => {
    const staff = await as(marianas, 'COUNTY');
    const settings = (await staff.get('controlPanel/countyConfig/fraudAlerts')).body.content;
    expect((await staff.post('controlPanel/countyConfig/fraudAlerts', { ...settings, enabled: true })).status).toBe(
      200,
    );
    const elsewhere = await anon(marianas).post('alerts/subscription', { token });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([404, m.linkUnknown]);
    expect(
      (await anon(marianas).post('alerts/watches/add', { token, watch: { kind: 'PARCEL', parcelId: 'X1' } })).status,
    ).toBe(404);
    const away = await anon(marianas).post('alerts/unsubscribe', { token });
    expect([away.status, away.body.message]).toEqual([404, m.unsubscribeLinkInvalid]);
    expect((await anon(lakewood).post('alerts/subscription', { token })).status).toBe(200);
  });
});

describe('unsubscribing', () => {
  it('deletes the subscription, its watches and their keys', async () => {
    const email = uniqueEmail('unsub');
    const token = await subscriber(lakewood, email);
    const a = anon(lakewood);
    await a.post('alerts/watches/add', { token, watch: { kind: 'NAME', lastName: 'Zyxwvut' } });
    expect(await matchItems(lakewood, 'NM#ZYXWVUT')).toHaveLength(1);
    const res = await a.post('alerts/unsubscribe', { token });
    expect([res.status, res.body.message]).toEqual([200, m.unsubscribed]);
    expect(await matchItems(lakewood, 'NM#ZYXWVUT')).toEqual([]);
    expect((await a.post('alerts/subscription', { token })).status).toBe(404);
    // twice is not an error, and says so
    const again = await a.post('alerts/unsubscribe', { token });
    expect([again.status, again.body.message]).toEqual([200, m.alreadyUnsubscribed]);
  });

  it('tells a forged or unknown link that it is not valid, and changes nothing', async () => {
    const token = await subscriber(lakewood, uniqueEmail('forged'));
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const res = await anon(lakewood).post('alerts/unsubscribe', { token: forged });
    expect([res.status, res.body.message]).toEqual([404, m.unsubscribeLinkInvalid]);
    const url = `http://localhost/api/alerts/oneClickUnsubscribe?token=${forged}`;
    const click = await oneClick(lakewood, url);
    expect([click.status, ((await click.json()) as { message: string }).message]).toEqual([
      404,
      m.unsubscribeLinkInvalid,
    ]);
    expect((await anon(lakewood).post('alerts/subscription', { token })).status).toBe(200);
  });

  it('takes RFC 8058 one-click POSTs with no cookie nor Origin, and only with the One-Click form', async () => {
    const token = await subscriber(lakewood, uniqueEmail('oneclick'));
    const url = `http://localhost/api/alerts/oneClickUnsubscribe?token=${token}`;
    const bare = await oneClick(lakewood, url, '');
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { message: string }).message).toMatch(/List-Unsubscribe=One-Click/);
    expect((await oneClick(lakewood, url)).status).toBe(200);
    expect((await anon(lakewood).post('alerts/subscription', { token })).status).toBe(404);
  });
});

describe('monthly counts', () => {
  it('are for county staff only, twelve months ending with this one', async () => {
    const month = (await (await as(lakewood, 'COUNTY')).get('alerts/stats')).body.content.months;
    expect(month).toHaveLength(12);
    const now = month.at(-1);
    // this file confirmed several addresses and unsubscribed two (the token shown elsewhere stays)
    expect(now.newSubscribers).toBeGreaterThanOrEqual(5);
    expect(now.subscribers).toBe(now.newSubscribers - 2);
    expect((await (await as(lakewood, 'TRIMIN')).get('alerts/stats')).status).toBe(200);
    expect((await (await as(lakewood, 'ACCOUNT')).get('alerts/stats')).status).toBe(403);
    expect((await anon(lakewood).get('alerts/stats')).status).toBe(401);
  });
});
