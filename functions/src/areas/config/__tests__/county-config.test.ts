// The county configuration calls (spec 3 sections 2.5, 3.7, 5.5-5.10, 6, 7.5) against the local stack: every
// group's defaults, save and read back, the spec's messages, who may call, the audit entry of a save, and the
// settings that take effect where they act (the fee of the next search, the county lockout, End User Sessions).
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { configMessages as m } from '@portal/shared/config/messages';
import { configRegistry, groupDefaults } from '@portal/shared/config/registry';
import type { SavedGroupName } from '@portal/shared/config/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { as, type Caller, call, copyDemoCounties, signIn } from '../../users/__tests__/fixtures.ts';

let county = '';
let staff: Caller;
let vendor: Caller;
const groups = Object.keys(configRegistry) as SavedGroupName[];
const path = (group: string) => `controlPanel/countyConfig/${group}`;

/** A body that passes the rules: the group's form state, with the fields the spec makes required filled. */
const valid = (group: SavedGroupName, content: Record<string, unknown>) => ({
  ...content,
  ...(group === 'userLockout' ? { messageLogin: 'Closed today.', messageHeadline: 'Closed today.' } : {}),
  ...(group === 'userPurgeNow' ? { purgeDate: '01/31/2026' } : {}),
});

const auditEntries = async () => {
  const month = new Date().toISOString().slice(0, 7);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': `C#${county}#AUDIT#${month}` },
    }),
  );
  return Items;
};

beforeAll(async () => {
  county = (await copyDemoCounties('cfg')).lakewood;
  [staff, vendor] = await Promise.all([as(county, 'COUNTY'), as(county, 'TRIMIN')]);
});

describe('GET countyConfig/{group}', () => {
  it('answers every group: the saved one, or its defaults as the page shows them', async () => {
    const answers = await Promise.all(groups.map((g) => staff.get(path(g))));
    expect(answers.map((a) => a.status)).toEqual(groups.map(() => 200));
    // never saved in the demo: the defaults
    expect((await staff.get(path('reports'))).body.content).toEqual(groupDefaults('reports'));
    // saved by the demo seed, padded to the page's rows
    const links = (await staff.get(path('loginPageLinks'))).body.content.paragraphs;
    expect(links).toHaveLength(12);
    expect(links[0]).toEqual({ heading: 'County Home', paragraphContent: 'https://www.lakewood.example/' });
    const override = (await staff.get(path('flatFeeOverride'))).body.content;
    expect(override.rates).toHaveLength(5);
    expect(override).toHaveProperty('chargingImages');
  });

  it('answers 404 with a message for a group that does not exist', async () => {
    const res = await staff.get(path('landlinkx'));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(m.unknownGroup('landlinkx'));
  });
});

describe('POST countyConfig/{group}', () => {
  it('saves every group and reads it back', async () => {
    // Purge Now's POST purges (areas/maintenance, its own tests): it is not a save
    for (const group of groups.filter((g) => g !== 'userPurgeNow')) {
      const before = (await staff.get(path(group))).body.content;
      const res = await staff.post(path(group), valid(group, before));
      expect([group, res.status, res.body.message]).toEqual([group, 200, m.saved(configRegistry[group].title)]);
      expect([group, (await staff.get(path(group))).body.content]).toEqual([group, res.body.content]);
    }
  });

  it('saves a change, and the audit log says who, when, the group and the fields before and after', async () => {
    const before = (await staff.get(path('escrow'))).body.content;
    const res = await staff.post(path('escrow'), { ...before, feeCode: 'F10', chargeCode: 'C20' });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ feeCode: 'F10', chargeCode: 'C20' });
    const entry = (await auditEntries()).find(
      (e) => e.type === 'CONFIG_UPDATE' && e.info === 'escrow: feeCode, chargeCode',
    );
    expect(entry).toMatchObject({
      username: 'county.admin',
      byRole: 'COUNTY',
      before: { feeCode: '', chargeCode: '' },
      after: { feeCode: 'F10', chargeCode: 'C20' },
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it('refuses a body without every field of its group, naming them, and saves nothing', async () => {
    const before = (await staff.get(path('escrow'))).body.content;
    const res = await staff.post(path('escrow'), { feeCode: 'F77', chargeCode: 'C77', reloadByCreditCard: false });
    expect(res.status).toBe(400);
    const missing = Object.keys(before).filter((f) => !['feeCode', 'chargeCode', 'reloadByCreditCard'].includes(f));
    expect(res.body.message).toBe(m.missingFields(missing));
    expect(res.body.errors).toEqual(Object.fromEntries(missing.map((f) => [f, m.required])));
    expect((await staff.get(path('escrow'))).body.content).toEqual(before);
    const empty = await staff.post(path('userLockout'), {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^A save sends every field of the page; missing: lockoutInPlace, /);
  });

  it('keeps the fields the page shows read-only', async () => {
    const before = (await staff.get(path('billingSchedule'))).body.content;
    const res = await staff.post(path('billingSchedule'), {
      ...before,
      renewalDay: 15,
      lastRanMonthlyRenewalJobPhase2: '2020-01-01',
    });
    expect(res.body.content).toMatchObject({
      renewalDay: 15,
      lastRanMonthlyRenewalJobPhase2: before.lastRanMonthlyRenewalJobPhase2,
    });
  });

  it('resets the credit card special rates with the a la carte ones; the card page changes only their rates', async () => {
    const rate = {
      documentType: 'A',
      instrumentCode: 'WD',
      documentRate: 300,
      firstPageRate: '',
      additionalPagesRate: null,
    };
    const res = await staff.post(path('aLaCarteSpecialRates'), { applySpecialRates: true, rates: [rate] });
    expect(res.status).toBe(200);
    const saved = {
      documentType: 'A',
      instrumentCode: 'WD',
      documentRate: 300,
      firstPageRate: 0,
      additionalPagesRate: 0,
    };
    expect(res.body.content.rates).toEqual([saved]);
    const card = (await staff.get(path('creditCard'))).body.content;
    expect(card.rates).toEqual([saved]);
    const changed = await staff.post(path('creditCard'), {
      ...card,
      rates: [{ ...saved, documentType: 'ZZ', documentRate: 450 }],
    });
    expect(changed.body.content.rates).toEqual([{ ...saved, documentRate: 450 }]);
  });
});

describe("the spec's validation messages", () => {
  const refused = async (group: SavedGroupName, change: Record<string, unknown>) => {
    const before = (await staff.get(path(group))).body.content;
    const res = await staff.post(path(group), valid(group, { ...before, ...change }));
    expect(res.status).toBe(400);
    return res.body.errors;
  };
  const row = (r: object) => ({ option: true, unlimitedNumberOfPages: false, numberOfPages: 10, cost: 500, ...r });
  const special = (documentType: string, instrumentCode: string, documentRate = 100) => ({
    documentType,
    instrumentCode,
    documentRate,
    firstPageRate: 0,
    additionalPagesRate: 0,
  });
  const many = (n: number, heading = 'N') =>
    Array.from({ length: n }, (_, i) => ({ heading: `${heading}${i}`, paragraphContent: 'https://a.example/' }));

  it('escrow (5.5)', async () => {
    expect(await refused('escrow', { feeCode: 'F1', chargeCode: '' })).toEqual({ chargeCode: m.requiredWithFeeCode });
    expect(await refused('escrow', { feeCode: '', chargeCode: 'C1' })).toEqual({ feeCode: m.requiredWithChargeCode });
    expect(await refused('escrow', { applySurcharge: true, creditCardSurcharge: 0 })).toEqual({
      creditCardSurcharge: m.required,
    });
    expect(await refused('escrow', { reloadByCreditCard: true, minReloadAmount: 5000, maxReloadAmount: 100 })).toEqual({
      maxReloadAmount: m.belowMin,
    });
  });

  it('flat fee rates and override (5.6)', async () => {
    expect(await refused('flatFee', { rates: [row({ unlimitedNumberOfPages: true }), row({})] })).toEqual({
      'rates.0.unlimitedNumberOfPages': m.unlimitedLast,
    });
    expect(await refused('flatFeeOverride', { accountAdminReload: true, rates: [row({ cost: null })] })).toEqual({
      'rates.0.cost': m.requiredZeroOk,
    });
    expect(await refused('flatFeeOverride', { accountAdminReload: true, rates: [row({ numberOfPages: 0 })] })).toEqual({
      'rates.0.numberOfPages': m.required,
    });
  });

  it('a la carte special rates (5.7)', async () => {
    const rates = (...r: object[]) => refused('aLaCarteSpecialRates', { rates: r });
    expect(await rates(special('', 'WD'))).toEqual({ rates: m.specialRateNeedsType });
    expect(await rates(special('A', 'WD', 0))).toEqual({ rates: m.specialRateNeedsRate });
    expect(await rates(special('0', 'WD'), special('A', 'WD'))).toEqual({ rates: m.specialRateDuplicateAllTypes });
    expect(await rates(special('A', 'WD'), special('A', 'WD'))).toEqual({ rates: m.specialRateDuplicatePair });
    expect(await rates(...Array.from({ length: 101 }, (_, i) => special('A', `C${i}`)))).toEqual({
      rates: m.specialRateLimit,
    });
  });

  it('search 1 (5.8): Submit needs the default search on; Save Only does not', async () => {
    expect(await refused('search', { defaultSearch: 'searchByDate', searchByDate: false })).toEqual({
      defaultSearch: m.defaultSearchOff,
    });
    const before = (await staff.get(path('search'))).body.content;
    const saveOnly = await staff.post(path('search'), {
      ...before,
      defaultSearch: 'searchByDate',
      searchByDate: false,
      saveOnly: true,
    });
    expect(saveOnly.status).toBe(200);
    await staff.post(path('search'), before);
  });

  it('news and links (5.9)', async () => {
    expect(await refused('latestNews', { paragraphs: many(51) })).toEqual({ paragraphs: m.newsLimit });
    expect(await refused('loginPageLatestNews', { paragraphs: many(51) })).toEqual({ paragraphs: m.newsLimit });
    expect(await refused('externalLinks', { paragraphs: many(51) })).toEqual({ paragraphs: m.linksLimit });
    expect(await refused('loginPageLinks', { paragraphs: many(13) })).toEqual({ paragraphs: m.loginLinksCount });
    expect(
      await refused('externalLinks', { paragraphs: [{ heading: 'x', paragraphContent: 'javascript:alert(1)' }] }),
    ).toEqual({ 'paragraphs.0.paragraphContent': m.webAddress });
  });

  it('registration and lockout (5.10)', async () => {
    expect(await refused('loginPageRegistration', { fromEmailAddress: '' })).toEqual({ fromEmailAddress: m.required });
    expect(await refused('loginPageRegistration', { emaileExpireIn: null })).toEqual({ emaileExpireIn: m.required });
    const before = (await staff.get(path('userLockout'))).body.content;
    const res = await staff.post(path('userLockout'), { ...before, messageLogin: '', messageHeadline: '' });
    expect(res.body.errors).toEqual({ messageLogin: m.required, messageHeadline: m.required });
  });
});

describe('who may call', () => {
  it('refuses ACCOUNT, USER and GUEST (403) and anonymous callers (401)', async () => {
    for (const role of ['ACCOUNT', 'USER', 'GUEST'] as const) {
      const caller = await as(county, role);
      expect([role, (await caller.get(path('escrow'))).status]).toEqual([role, 403]);
      expect([role, (await caller.post(path('escrow'), groupDefaults('escrow'))).status]).toEqual([role, 403]);
      expect([role, (await caller.get(path('endUserSessions'))).status]).toEqual([role, 403]);
    }
    expect((await call(county, undefined, 'GET', path('escrow'))).status).toBe(401);
  });

  it('lets only TRIMIN switch the vendor settings (the Technical pages): COUNTY gets 403', async () => {
    const languages = (await staff.get(path('languages'))).body.content;
    const res = await staff.post(path('languages'), { ...languages, languages: !languages.languages });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(m.vendorOnly('languages'));
    const efile = (await staff.get(path('efile'))).body.content;
    expect((await staff.post(path('efile'), { ...efile, efile: !efile.efile })).status).toBe(403);
    // the county's own text on the same page is the county's to change
    expect((await staff.post(path('efile'), { ...efile, efileCountyNote: 'Call us first.' })).status).toBe(200);
    expect((await vendor.post(path('languages'), { ...languages, languages: !languages.languages })).status).toBe(200);
    expect((await vendor.post(path('languages'), languages)).status).toBe(200);
  });
});

describe('settings take effect', () => {
  it('a la carte rates: the next search costs the new price', async () => {
    const examiner = await as(county, 'USER');
    const search = () => examiner.post('search/searchByName', { lastName1: 'Smith', firstName1: 'Ann' });
    const balance = async () =>
      (
        await db().send(
          new GetCommand({ TableName: tables.app, Key: { pk: `C#${county}#ACCOUNT#demo-title`, sk: 'ACCOUNT' } }),
        )
      ).Item!.usageBalanceCents as number;
    const fees = (await staff.get(path('aLaCarte'))).body.content;
    let start = await balance();
    expect((await search()).status).toBe(200);
    expect(start - (await balance())).toBe(fees.searchByName);
    expect((await staff.post(path('aLaCarte'), { ...fees, searchByName: 275 })).status).toBe(200);
    start = await balance();
    expect((await search()).status).toBe(200);
    expect(start - (await balance())).toBe(275);
    await staff.post(path('aLaCarte'), fees);
  });

  it("Search 1: a search switched off is refused by the server and leaves the user's search list", async () => {
    const examiner = await as(county, 'USER');
    const before = (await staff.get(path('search'))).body.content;
    expect((await staff.post(path('search'), { ...before, searchByDate: false })).status).toBe(200);
    try {
      const res = await examiner.post('search/searchByDate', { fromDate: '01/01/2020', toDate: '01/31/2020' });
      expect(res.status).toBe(403);
      const login = await call(county, undefined, 'POST', 'auth/login', {
        username: 'title.examiner',
        password: 'Demo#2026',
      });
      expect(login.body.content.searchList).toContain('searchByName');
      expect(login.body.content.searchList).not.toContain('searchByDate');
    } finally {
      await staff.post(path('search'), before);
    }
  });

  it('More News: a news item posted shows on the home page', async () => {
    const before = (await staff.get(path('latestNews'))).body.content;
    const item = { heading: 'Vault closed Friday', paragraphContent: 'The vault is closed for inventory.' };
    expect((await staff.post(path('latestNews'), { paragraphs: [item, ...before.paragraphs] })).status).toBe(200);
    const home = await (await as(county, 'USER')).get('home/all');
    expect(home.body.content.latestNews[0]).toEqual(item);
  });

  it('User Access: the attempt limit applies to the next sign-in, the inactivity limit to the next session', async () => {
    const before = (await staff.get(path('userAccess'))).body.content;
    const limits = {
      limitLoginAttempts: true,
      maxloginAttempts: 2,
      inactivityTimeLimit: true,
      inactivityTimeLimitPeriod: 1,
    };
    expect((await staff.post(path('userAccess'), { ...before, ...limits })).status).toBe(200);
    try {
      const username = `nobody.${Date.now()}`;
      const attempt = () => call(county, undefined, 'POST', 'auth/login', { username, password: 'Wrong#2026' });
      expect((await attempt()).body.message).toBe('Invalid username or password.');
      expect((await attempt()).body.message).toMatch(/locked after too many failed sign-in attempts/);
      const session = await signIn(county, 'USER');
      const { Item } = await db().send(
        new GetCommand({ TableName: tables.app, Key: { pk: `C#${county}#SESSION#${session}`, sk: 'S' } }),
      );
      const lifetime = Item!.ttl - Math.floor(Date.now() / 1000);
      expect(lifetime).toBeGreaterThan(50);
      expect(lifetime).toBeLessThanOrEqual(60);
    } finally {
      await staff.post(path('userAccess'), before);
    }
  });

  it('Registration & Recovery: self registration switched off refuses the next sign-up', async () => {
    const before = (await staff.get(path('loginPageRegistration'))).body.content;
    expect((await staff.post(path('loginPageRegistration'), { ...before, selfRegistration: false })).status).toBe(200);
    try {
      const res = await call(county, undefined, 'POST', 'auth/signUp', {
        firstName: 'Reg',
        lastName: 'Off',
        company: '',
        address: '1 Oak St',
        city: 'Lakewood',
        state: 'MN',
        zip: '56401',
        email: `reg.off${Date.now()}@example.com`,
        phone: '(218) 555-0100',
        username: `reg.off${Date.now()}`,
        password: 'Walk#2026x',
        passwordConfirm: 'Walk#2026x',
      });
      expect(res.status).toBe(403);
    } finally {
      await staff.post(path('loginPageRegistration'), before);
    }
  });

  it('Escrow: the reload limits apply to the next deposit', async () => {
    const before = (await staff.get(path('escrow'))).body.content;
    const admin = await as(county, 'ACCOUNT');
    const deposit = (amount: number) => admin.post('escrowDeposit/initiateDeposit', { amount });
    expect((await staff.post(path('escrow'), { ...before, minReloadAmount: 5000, maxReloadAmount: 9000 })).status).toBe(
      200,
    );
    // the deposit is in dollars; the page's limits in cents
    try {
      expect((await deposit(25)).body.message).toBe('amount: Minimum deposit is $50.00.');
      expect((await deposit(95)).body.message).toBe('amount: Maximum deposit is $90.00.');
    } finally {
      await staff.post(path('escrow'), before);
    }
  });

  it('the county lockout refuses sign-in to all but staff with its message, and staff see its headline', async () => {
    const before = (await staff.get(path('userLockout'))).body.content;
    const lockout = { lockoutInPlace: true, messageLogin: 'Closed for the audit.', messageHeadline: 'Audit day.' };
    expect((await staff.post(path('userLockout'), { ...before, ...lockout })).status).toBe(200);
    try {
      const refused = await call(county, undefined, 'POST', 'auth/login', {
        username: 'title.examiner',
        password: 'Demo#2026',
      });
      expect([refused.status, refused.body.message, refused.body.lockout]).toEqual([
        401,
        'Closed for the audit.',
        true,
      ]);
      const county2 = await as(county, 'COUNTY');
      const home = await county2.get('home/all');
      expect(home.body.content.lockout).toEqual({ lockoutInPlace: true, messageHeadline: 'Audit day.' });
    } finally {
      await staff.post(path('userLockout'), {
        ...before,
        lockoutInPlace: false,
        messageLogin: 'x',
        messageHeadline: 'x',
      });
    }
    expect((await as(county, 'USER')).session).toBeTruthy();
  });

  it('End User Sessions signs every non-staff user out at once; staff stay signed in', async () => {
    const user = await signIn(county, 'USER');
    const guest = await signIn(county, 'GUEST');
    const profile = (session: string) => call(county, session, 'GET', 'currentUser/profile');
    expect((await profile(user)).status).toBe(200);
    const res = await staff.get(path('endUserSessions'));
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/user sessions? ended\.$/);
    expect((await profile(user)).status).toBe(401);
    expect((await profile(guest)).status).toBe(401);
    expect((await profile(staff.session)).status).toBe(200);
    expect((await auditEntries()).some((e) => e.type === 'END_USER_SESSIONS' && e.username === 'county.admin')).toBe(
      true,
    );
  });
});
