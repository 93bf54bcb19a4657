// The account control panel's calls (spec 3 sections 2.4, 3.3-3.5, 4.4, 4.5, 5.4, 6, 7.4) against the local stack:
// the list with Users(count), the entry form's validation, status and deletion with the account's users, the
// monthly renewal and the flat fee usage override through the ledger (once when sent twice), page access flags
// that the next search obeys, the export, and who may call.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountDetails, AccountListContent } from '@portal/shared/accounts/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountKey } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { ledgerPartition } from '#src/data/ledger/keys.ts';
import { putConfig } from '#src/platform/config.ts';
import {
  as,
  type Caller,
  call,
  copyDemoCounties,
  newUser,
  readSheet,
  rowFormats,
  signedInOnce,
  signInAs,
  TITLE,
} from '../../users/__tests__/fixtures.ts';

let county = '';
let other = '';
let staff: Caller;

const accounts = (body: object = {}) =>
  staff.post<AccountListContent>('controlPanel/accounts', { filterText: '', includeInactive: true, ...body });
const create = async (fields: object = {}) => {
  const res = await staff.post('controlPanel/account', {
    id: '0',
    name: `Acct ${Math.random().toString(36).slice(2, 8)}`,
    landLinkAccount: '12345',
    ...fields,
  });
  expect(res.status).toBe(200);
  return res.body.content.id as string;
};
const setAccount = (id: string, fields: Record<string, unknown>) =>
  db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: accountKey(county, id),
      UpdateExpression: `SET ${Object.keys(fields)
        .map((_, i) => `#f${i} = :v${i}`)
        .join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(fields).map((k, i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(Object.values(fields).map((v, i) => [`:v${i}`, v])),
    }),
  );
const ledgerOf = async (accountId: string) =>
  (
    await db().send(
      new QueryCommand({
        TableName: tables.ledger,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': ledgerPartition(county, accountId) },
      }),
    )
  ).Items ?? [];

beforeAll(async () => {
  const ids = await copyDemoCounties('cp');
  county = ids.lakewood;
  other = ids.marianas;
  staff = await as(county, 'COUNTY');
});

describe('the Accounts list', () => {
  it('shows each account with its descriptions, monthly fee and Users(count)', async () => {
    const res = await accounts({ filterText: 'northwoods' });
    expect(res.status).toBe(200);
    expect(res.body.content!.accounts).toEqual([
      expect.objectContaining({
        id: TITLE,
        name: 'Northwoods Title Company',
        accountTypeDescription: 'A La Carte',
        paymentMethodDescription: 'Escrow',
        monthlyFeeDescription: '$0.00',
        userCount: 2,
        reloadAllowed: false,
      }),
    ]);
    const all = await accounts();
    expect(all.body.content).toMatchObject({ first: 1, pageSize: 10 });
    expect(all.body.content!.total).toBeGreaterThanOrEqual(5);
  });

  it('refuses bad filters', async () => {
    expect((await accounts({ filterText: ['x'] })).status).toBe(400);
    expect((await accounts({ pageNumber: 'two' })).status).toBe(400);
  });
});

describe('the entry form', () => {
  it('creates and changes an account with every field of 3.3, audited', async () => {
    const id = await create({
      name: 'Birch Abstract',
      address: '2 Birch Ave',
      city: 'Lakewood',
      state: 'MN',
      zip: '56401',
      phone: '(218) 555-0101',
      email: 'birch@example.com',
      monthlyFee: 2500,
      paymentMethod: 'CREDIT_CARD',
      postToLandLink: false,
      landLinkAccount: '',
    });
    const got = await staff.get<AccountDetails>(`controlPanel/account/${id}`);
    expect(got.body.content).toMatchObject({
      name: 'Birch Abstract',
      monthlyFee: 2500,
      paymentMethod: 'CREDIT_CARD',
      postToLandLink: false,
      status: 'A',
      userCount: 0,
    });
    const changed = await staff.post('controlPanel/account', {
      ...got.body.content,
      paymentMethod: 'ESCROW',
      postToLandLink: false,
      landLinkAccount: '42',
      imageRetrieval: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.content.accounts).toBeDefined();
    const after = await staff.get<AccountDetails>(`controlPanel/account/${id}`);
    // not paid by card: postToLandLink is set; no image retrieval: no preview either
    expect(after.body.content).toMatchObject({
      paymentMethod: 'ESCROW',
      postToLandLink: true,
      imageRetrieval: false,
      previewRetrieval: false,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Required.'],
    [{ name: 'x'.repeat(61) }, 'name', '60 characters max.'],
    [{ landLinkAccount: '12a' }, 'landLinkAccount', 'Numeric Account Number'],
    [{ landLinkAccount: '12345678901' }, 'landLinkAccount', '10 characters max.'],
    [{ landLinkAccount: '' }, 'landLinkAccount', 'Required.'],
    [
      { accountType: 'FLAT_FEE', flatFeeRateLevel: 1, paymentMethod: 'ESCROW', landLinkAccount: '' },
      'landLinkAccount',
      'Required.',
    ],
    [{ paymentMethod: 'CREDIT_CARD', postToLandLink: true, landLinkAccount: '' }, 'landLinkAccount', 'Required.'],
    [{ address: 'x'.repeat(51) }, 'address', '50 characters max.'],
    [{ city: 'x'.repeat(51) }, 'city', '50 characters max.'],
    [{ email: `${'x'.repeat(45)}@example.com` }, 'email', '50 characters max.'],
    [{ email: 'nope' }, 'email', 'Invalid email address.'],
    [{ flatFeeRateLevel: 'two' }, 'flatFeeRateLevel', 'Must be a number.'],
    [{ flatFeeRateLevel: 6 }, 'flatFeeRateLevel', '0 to 5.'],
    [{ monthlyFee: 12.5 }, 'monthlyFee', 'Whole cents.'],
    [{ accountType: 'PREPAID' }, 'accountType', 'Choose an account type.'],
    [{ imageRetrieval: 'yes' }, 'imageRetrieval', 'Must be true or false.'],
  ])('refuses %j', async (fields, field, message) => {
    const res = await staff.post('controlPanel/account', {
      id: '0',
      name: 'Valid Name',
      landLinkAccount: '1',
      ...fields,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it('trims text before it checks it; refuses a rate level the county does not offer and unknown or foreign ids', async () => {
    const id = await create({ name: '   Trimmed Title   ' });
    expect((await staff.get(`controlPanel/account/${id}`)).body.content.name).toBe('Trimmed Title');
    const level = await staff.post('controlPanel/account', {
      id: '0',
      name: 'Flat Co',
      accountType: 'FLAT_FEE',
      flatFeeRateLevel: 3,
      landLinkAccount: '1',
    });
    expect(level.body.errors).toEqual({ flatFeeRateLevel: 'That flat fee rate level is not offered by the county.' });
    expect((await staff.post('controlPanel/account', { id: 'no-such', name: 'X', landLinkAccount: '1' })).status).toBe(
      404,
    );
    const elsewhere = await as(other, 'COUNTY');
    const foreign = (await elsewhere.post('controlPanel/account', { id: '0', name: 'Island Co', landLinkAccount: '1' }))
      .body.content.id;
    expect((await staff.get(`controlPanel/account/${foreign}`)).status).toBe(404);
    expect((await staff.post('controlPanel/accountDelete', { accountId: foreign })).status).toBe(404);
    expect((await staff.post('controlPanel/accountPageAccess', { id: foreign })).status).toBe(404);
  });
});

describe('status and deletion', () => {
  it('deactivating signs the account users out and refuses edits until it is activated again', async () => {
    const id = await create();
    const entry = newUser(id);
    await staff.post('userManager/user', entry);
    const session = await signInAs(county, entry.username, entry.password!);
    const off = await staff.post<AccountListContent>('controlPanel/accountChangeStatusList', {
      accountId: id,
      filterText: '',
      includeInactive: true,
    });
    expect(off.body.message).toContain('deactivated');
    expect((await call(county, session, 'GET', 'currentUser/profile')).status).toBe(401);
    const details = (await staff.get<AccountDetails>(`controlPanel/account/${id}`)).body.content!;
    expect((await staff.post('controlPanel/account', { ...details, name: 'Renamed' })).status).toBe(409);
    expect((await accounts({ filterText: details.name, includeInactive: false })).body.content!.total).toBe(0);
    const on = await staff.post<AccountDetails>('controlPanel/accountChangeStatusSingle', { accountId: id });
    expect(on.body.content).toMatchObject({ status: 'A', userCount: 1 });
    await signInAs(county, entry.username, entry.password!);
  });

  it('deletes an account and its users, keeping its ledger; the usernames are free again', async () => {
    const id = await create({ monthlyFee: 100 });
    const entry = newUser(id);
    const userId = (await staff.post('userManager/user', entry)).body.content.id;
    const session = await signInAs(county, entry.username, entry.password!);
    await setAccount(id, { needsMonthlyRenewal: true, usageBalanceCents: 500 });
    await staff.post('controlPanel/runMonthlyRenewal', { accountId: id });
    const res = await staff.post('controlPanel/accountDelete', {
      accountId: id,
      filterText: '',
      includeInactive: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/and its 1 user\(s\) were deleted/);
    expect((await call(county, session, 'GET', 'currentUser/profile')).status).toBe(401);
    expect((await staff.get(`userManager/user/${userId}`)).status).toBe(404);
    expect((await staff.get(`controlPanel/account/${id}`)).status).toBe(404);
    expect(await ledgerOf(id)).toHaveLength(1);
    expect((await staff.post('userManager/user', newUser(TITLE, { username: entry.username }))).status).toBe(200);
  });

  it('refuses the caller own account', async () => {
    expect((await staff.post('controlPanel/accountDelete', { accountId: 'demo-staff' })).status).toBe(400);
    expect((await staff.post('controlPanel/accountChangeStatusSingle', { accountId: 'demo-staff' })).status).toBe(400);
  });
});

describe('money: the monthly renewal and the flat fee usage override', () => {
  it('renews once, charging escrow, even when sent twice', async () => {
    const id = await create({ monthlyFee: 1500 });
    expect((await staff.post('controlPanel/runMonthlyRenewal', { accountId: id })).body.message).toBe(
      'This account does not need a monthly renewal.',
    );
    await setAccount(id, { needsMonthlyRenewal: true, usageBalanceCents: 10_000 });
    const [a, b] = await Promise.all([
      staff.post<AccountDetails>('controlPanel/runMonthlyRenewal', {
        accountId: id,
        filterText: '',
        includeInactive: false,
      }),
      staff.post<AccountDetails>('controlPanel/runMonthlyRenewal', { accountId: id }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await staff.get<AccountDetails>(`controlPanel/account/${id}`)).body.content!;
    expect(after).toMatchObject({ usageBalance: 8500, needsMonthlyRenewal: false });
    const entries = await ledgerOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      transactionType: 'MONTHLY_RENEWAL',
      amountCents: 1500,
      change: { usageBalanceCents: -1500 },
    });
  });

  it('refuses a renewal the escrow cannot pay', async () => {
    const id = await create({ monthlyFee: 1500 });
    await setAccount(id, { needsMonthlyRenewal: true, usageBalanceCents: 100 });
    const res = await staff.post('controlPanel/runMonthlyRenewal', { accountId: id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('There are insufficient funds.');
  });

  it('overrides flat fee usage only where allowed, once per request', async () => {
    expect((await staff.get('controlPanel/accountFlatFeeUsage/demo-flat')).status).toBe(403);
    await putConfig(county, 'flatFeeOverride', { countyAdminReload: true, accountAdminReload: false, rates: [] });
    await setAccount('demo-flat', { userReload: true });
    expect((await accounts({ filterText: 'hale' })).body.content!.accounts[0]!.reloadAllowed).toBe(true);
    expect((await staff.get('controlPanel/accountFlatFeeUsage/demo-flat')).body.content).toMatchObject({
      imagesRemaining: 200,
    });
    const body = { id: 'demo-flat', imagesRemaining: 450, requestId: 'override-0001' };
    const [a, b] = await Promise.all([
      staff.post('controlPanel/accountFlatFeeUsage/demo-flat', body),
      staff.post('controlPanel/accountFlatFeeUsage/demo-flat', body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.content.imagesRemaining).toBe(450);
    const entries = (await ledgerOf('demo-flat')).filter((e) => e.transactionType === 'FLAT_FEE_USAGE_OVERRIDE');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ images: 250, change: { imagesRemaining: 250 } });
    expect(
      (await staff.post('controlPanel/accountFlatFeeUsage/demo-flat', { id: 'demo-flat', imagesRemaining: -1 })).status,
    ).toBe(400);
    expect(
      (await staff.post('controlPanel/accountFlatFeeUsage/demo-flat', { id: 'demo-flat', imagesRemaining: '5' })).body
        .errors,
    ).toEqual({ imagesRemaining: 'Required. Zero is ok.' });
    expect(
      (await staff.post('controlPanel/accountFlatFeeUsage/demo-flat', { id: 'demo-title', imagesRemaining: 5 })).status,
    ).toBe(400);
    expect(
      (await staff.post(`controlPanel/accountFlatFeeUsage/${TITLE}`, { id: TITLE, imagesRemaining: 5 })).status,
    ).toBe(403);
  });
});

describe('page access flags', () => {
  it('take effect on the next search of the account users', async () => {
    await putConfig(county, 'search', { searchAccess: 'CONFIGURABLE' } as never);
    const examiner = await as(county, 'USER');
    const name = { lastName1: 'Smith', firstName1: 'Ann' };
    expect((await examiner.post('search/searchByName', name)).status).not.toBe(403);
    const flags = (await staff.get(`controlPanel/accountPageAccess/${TITLE}`)).body.content;
    expect(flags).toMatchObject({ id: TITLE, searchByName: true, searchByTaxLien: true });
    const saved = await staff.post('controlPanel/accountPageAccess', {
      ...flags,
      name: undefined,
      searchByName: false,
    });
    expect(saved.status).toBe(200);
    const refused = await examiner.post('search/searchByName', name);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This search is not available to your account.');
    expect((await staff.post('controlPanel/accountPageAccess', { id: TITLE, searchByName: 'no' })).status).toBe(400);
    expect((await staff.post('controlPanel/accountPageAccess', { id: TITLE, searchByNothing: true })).status).toBe(400);
  });
});

describe('accounts.xlsx', () => {
  it('is a real workbook with money as currency and counts as numbers', async () => {
    const { userCount } = (await accounts({ filterText: 'northwoods' })).body.content!.accounts[0]!;
    const res = await staff.post('controlPanel/accountExport', { filterText: 'northwoods', includeInactive: true });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="accounts.xlsx"');
    const rows = await readSheet(res.bytes!);
    expect(rows[0]).toEqual([
      'Account',
      'Type',
      'Payment Method',
      'Monthly Fee ($)',
      'Status',
      'Users',
      'Usage Balance ($)',
      'Images Remaining',
      'Last Monthly Renewal',
      'Created',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'Northwoods Title Company',
        'A La Carte',
        'Escrow',
        0,
        'Active',
        userCount,
        expect.any(Number),
        0,
        undefined,
        expect.any(Date),
      ],
    ]);
    const formats = await rowFormats(res.bytes!, 2);
    expect([formats[3], formats[6], formats[9]]).toEqual(['"$"#,##0.00', '"$"#,##0.00', 'yyyy-mm-dd hh:mm']);
  });
});

describe('who may call', () => {
  const routes: Array<[string, string, object?]> = [
    ['POST', 'controlPanel/accounts', {}],
    ['POST', 'controlPanel/accountDelete', { accountId: 'x' }],
    ['POST', 'controlPanel/accountChangeStatusList', { accountId: 'x' }],
    ['POST', 'controlPanel/accountChangeStatusSingle', { accountId: 'x' }],
    ['POST', 'controlPanel/accountExport', {}],
    ['GET', 'controlPanel/account/0'],
    ['POST', 'controlPanel/account', {}],
    ['POST', 'controlPanel/runMonthlyRenewal', { accountId: 'x' }],
    ['GET', 'controlPanel/accountFlatFeeUsage/x'],
    ['POST', 'controlPanel/accountFlatFeeUsage/x', { id: 'x', imagesRemaining: 1 }],
    ['GET', 'controlPanel/accountPageAccess/x'],
    ['POST', 'controlPanel/accountPageAccess', { id: 'x' }],
  ];
  const once = signedInOnce(() => county);
  it.each(routes)('%s %s: TRIMIN and COUNTY only', async (method, path, body) => {
    expect((await call(county, undefined, method, path, body)).status).toBe(401);
    for (const who of ['ACCOUNT', 'FLATFEE', 'USER', 'GUEST', 'CARD'] as const) {
      const c = await once(who);
      expect((await call(county, c.session, method, path, body)).status).toBe(403);
    }
    for (const who of ['TRIMIN', 'COUNTY'] as const) {
      const c = await once(who);
      expect([200, 400, 404]).toContain((await call(county, c.session, method, path, body)).status);
    }
  });
});
