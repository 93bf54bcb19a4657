import { describe, expect, it } from 'vitest';
import { readGroup } from './groups.ts';
import { configMessages as m } from './messages.ts';
import { configRegistry, disabledFields, groupDefaults, searchButtons } from './registry.ts';
import { groupErrors, type SavedGroupName, saveSchemas } from './rules.ts';

const errors = (group: SavedGroupName, body: Record<string, unknown>) => {
  const r = saveSchemas[group].safeParse({ ...groupDefaults(group), ...body });
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const saved = (group: SavedGroupName, body: Record<string, unknown>) =>
  saveSchemas[group].parse({ ...groupDefaults(group), ...body }) as Record<string, unknown>;

describe('every group', () => {
  it('saves its own defaults, except the lockout and purge date the spec makes required', () => {
    const refused = (Object.keys(configRegistry) as SavedGroupName[]).filter(
      (g) => !saveSchemas[g].safeParse(groupDefaults(g)).success,
    );
    expect(refused).toEqual(['userLockout', 'userPurgeNow']);
  });
});

describe('escrow (5.5)', () => {
  it('fee and charge codes need each other', () => {
    expect(errors('escrow', { feeCode: 'F1' })).toEqual({ chargeCode: m.requiredWithFeeCode });
    expect(errors('escrow', { chargeCode: 'C1' })).toEqual({ feeCode: m.requiredWithChargeCode });
  });
  it('a surcharge needs its amount or percent; reloads need min and max, max not below min', () => {
    expect(errors('escrow', { applySurcharge: true })).toEqual({ creditCardSurcharge: m.required });
    expect(errors('escrow', { applySurcharge: true, creditCardSurchargeMethod: 'PERCENT' })).toEqual({
      creditCardSurchargePercent: m.required,
    });
    expect(errors('escrow', { minReloadAmount: 0, maxReloadAmount: 0 })).toEqual({
      minReloadAmount: m.required,
      maxReloadAmount: m.required,
    });
    expect(errors('escrow', { minReloadAmount: 5000, maxReloadAmount: 1000 })).toEqual({
      maxReloadAmount: m.belowMin,
    });
    expect(errors('escrow', { reloadByCreditCard: false, minReloadAmount: 0, maxReloadAmount: 0 })).toEqual({});
  });
});

const row = (r: Record<string, unknown>) => ({
  option: true,
  unlimitedNumberOfPages: false,
  numberOfPages: 10,
  cost: 0,
  ...r,
});
describe('flat fee rates and override (5.6)', () => {
  it('an enabled option needs unlimited or images, and a cost (zero is ok)', () => {
    // a blank is the field's own message; the rows' rules follow once every field reads
    expect(errors('flatFee', { rates: [row({}), row({ cost: null })] })).toEqual({ 'rates.1.cost': m.requiredZeroOk });
    expect(errors('flatFee', { rates: [row({ numberOfPages: 0 }), row({ cost: 0 })] })).toEqual({
      'rates.0.numberOfPages': m.required,
    });
    expect(
      saved('flatFee', { rates: [row({}), { option: false, cost: null, numberOfPages: null }] }).rates,
    ).toHaveLength(5);
  });
  it('unlimited must be the last enabled option', () => {
    expect(errors('flatFee', { rates: [row({ unlimitedNumberOfPages: true }), row({})] })).toEqual({
      'rates.0.unlimitedNumberOfPages': m.unlimitedLast,
    });
    expect(
      errors('flatFee', { rates: [row({}), row({ unlimitedNumberOfPages: true }), row({ option: false })] }),
    ).toEqual({});
  });
  it('the override checks its rates only when account administrators may reload', () => {
    const rates = [row({ numberOfPages: 0 })];
    expect(errors('flatFeeOverride', { accountAdminReload: false, rates })).toEqual({});
    expect(errors('flatFeeOverride', { accountAdminReload: true, rates })).toEqual({
      'rates.0.numberOfPages': m.required,
    });
  });
});

const special = (documentType: string, instrumentCode: string, documentRate: unknown = 100) => ({
  documentType,
  instrumentCode,
  documentRate,
  firstPageRate: null,
  additionalPagesRate: '',
});
describe('a la carte special rates (5.7)', () => {
  it('gives the spec message of each rule', () => {
    expect(errors('aLaCarteSpecialRates', { rates: [special('', 'WD')] })).toEqual({ rates: m.specialRateNeedsType });
    expect(errors('aLaCarteSpecialRates', { rates: [special('A', 'WD', 0)] })).toEqual({
      rates: m.specialRateNeedsRate,
    });
    expect(errors('aLaCarteSpecialRates', { rates: [special('0', 'WD'), special('A', 'WD')] })).toEqual({
      rates: m.specialRateDuplicateAllTypes,
    });
    expect(errors('aLaCarteSpecialRates', { rates: [special('A', 'WD'), special('A', 'WD', 5)] })).toEqual({
      rates: m.specialRateDuplicatePair,
    });
    expect(
      errors('aLaCarteSpecialRates', { rates: Array.from({ length: 101 }, (_, i) => special('A', `C${i}`)) }),
    ).toEqual({
      rates: m.specialRateLimit,
    });
  });
  it('drops blank rows, sorts, and reads blank rates as 0 before saving', () => {
    const rates = saved('aLaCarteSpecialRates', {
      rates: [special('T', ''), special(' ', ' ', null), special('A', 'WD'), special('0', 'MTG')],
    }).rates;
    expect(rates).toEqual([
      { documentType: '0', instrumentCode: 'MTG', documentRate: 100, firstPageRate: 0, additionalPagesRate: 0 },
      { documentType: 'A', instrumentCode: 'WD', documentRate: 100, firstPageRate: 0, additionalPagesRate: 0 },
      { documentType: 'T', instrumentCode: '', documentRate: 100, firstPageRate: 0, additionalPagesRate: 0 },
    ]);
  });
});

describe('search 1 (5.8)', () => {
  it('Submit refuses a default search that is switched off; Save Only does not', () => {
    expect(errors('search', { defaultSearch: 'searchByName', searchByName: false })).toEqual({
      defaultSearch: m.defaultSearchOff,
    });
    expect(errors('search', { defaultSearch: 'searchByName', searchByName: false, saveOnly: true })).toEqual({});
    expect(errors('search', { defaultSearch: 'searchByNothing' })).toEqual({ defaultSearch: m.required });
    expect(groupErrors('search', { ...groupDefaults('search'), searchByName: false })).toEqual({
      defaultSearch: m.defaultSearchOff,
    });
    expect(searchButtons({ searchAccess: 'CONFIGURABLE' })).toEqual(['Save and Update', 'Save Only']);
    expect(searchButtons({ searchAccess: 'SAME_FOR_ALL' })).toEqual(['Submit']);
  });
});

const para = (heading: string, paragraphContent = 'https://example.com/') => ({ heading, paragraphContent });
describe('news and links (5.9)', () => {
  it('at most 50 rows, with the list own message', () => {
    const many = Array.from({ length: 51 }, (_, i) => para(`N${i}`));
    expect(errors('latestNews', { paragraphs: many })).toEqual({ paragraphs: m.newsLimit });
    expect(errors('loginPageLatestNews', { paragraphs: many })).toEqual({ paragraphs: m.newsLimit });
    expect(errors('externalLinks', { paragraphs: many })).toEqual({ paragraphs: m.linksLimit });
    expect(errors('latestNews', { paragraphs: many.slice(0, 50) })).toEqual({});
  });
  it('login page links: 12 slots, blank ones not stored; links need a description and a web address', () => {
    expect(groupDefaults('loginPageLinks').paragraphs).toHaveLength(12);
    const slots = [para('County'), para('', ''), para('Tax'), ...Array.from({ length: 9 }, () => para('', ''))];
    expect(saved('loginPageLinks', { paragraphs: slots }).paragraphs).toEqual([para('County'), para('Tax')]);
    expect(errors('loginPageLinks', { paragraphs: [...slots, para('x')] })).toEqual({ paragraphs: m.loginLinksCount });
    expect(
      errors('externalLinks', { paragraphs: [para('Bad', 'javascript:alert(1)'), para('', 'https://a.b/')] }),
    ).toEqual({
      'paragraphs.0.paragraphContent': m.webAddress,
      'paragraphs.1.heading': m.required,
    });
  });
});

describe('other pages (5.10)', () => {
  it('registration needs a from e-mail address and hours; lockout needs both messages', () => {
    expect(errors('loginPageRegistration', { emaileExpireIn: null })).toEqual({ emaileExpireIn: m.required });
    expect(errors('loginPageRegistration', { fromEmailAddress: '' })).toEqual({ fromEmailAddress: m.required });
    expect(errors('loginPageRegistration', { fromEmailAddress: 'not-mail' })).toEqual({ fromEmailAddress: m.email });
    expect(errors('userLockout', { messageLogin: '', messageHeadline: ' ' })).toEqual({
      messageLogin: m.required,
      messageHeadline: m.required,
    });
    expect(errors('loginPageSlides', { numberOfSlides: 7 })).toEqual({ numberOfSlides: m.slides });
    expect(errors('billingSchedule', { renewalDay: 29, renewalTime: '25:00' })).toEqual({
      renewalDay: m.renewalDay,
      renewalTime: m.renewalTime,
    });
  });
});

describe('dependencies (4.6)', () => {
  it('disables the fields that wait for another', () => {
    expect(disabledFields('notableDates', readGroup('notableDates', {}), 'COUNTY')).toContain('torrensLegalPosted');
    expect(disabledFields('notableDates', readGroup('notableDates', { showSeparateIndexes: true }), 'COUNTY')).toEqual(
      [],
    );
    expect(disabledFields('userPurgeSchedule', readGroup('userPurgeSchedule', {}), 'COUNTY')).toEqual([
      'automaticPurgeAfterDays',
    ]);
    expect(
      disabledFields(
        'userAccess',
        readGroup('userAccess', { limitLoginAttempts: false, inactivityTimeLimit: false }),
        'COUNTY',
      ),
    ).toEqual(['maxloginAttempts', 'inactivityTimeLimitPeriod']);
    const override = groupDefaults('flatFeeOverride');
    expect(disabledFields('flatFeeOverride', override, 'TRIMIN')).toHaveLength(20);
    const on = {
      ...override,
      accountAdminReload: true,
      rates: [row({ unlimitedNumberOfPages: true }), ...override.rates.slice(1)],
    };
    expect(disabledFields('flatFeeOverride', on, 'TRIMIN')).toEqual([
      'rates.0.numberOfPages',
      ...[1, 2, 3, 4].flatMap((i) => [
        `rates.${i}.unlimitedNumberOfPages`,
        `rates.${i}.numberOfPages`,
        `rates.${i}.cost`,
      ]),
    ]);
    // the switch is the vendor's; the languages offered wait for it
    const picks = disabledFields('languages', readGroup('languages', {}), 'TRIMIN');
    expect(picks).toHaveLength(14);
    expect(picks).toContain('offered.SPANISH');
    expect(disabledFields('languages', readGroup('languages', {}), 'COUNTY')).toEqual([...picks, 'languages']);
    const switchedOn = readGroup('languages', { languages: true });
    expect(disabledFields('languages', switchedOn, 'COUNTY')).toEqual(['languages']);
    expect(disabledFields('languages', switchedOn, 'TRIMIN')).toEqual([]);
  });
});

describe('feed plans (issue 31)', () => {
  it('drops blank rows, refuses an account twice on its later row, and a plan that is not one', () => {
    const plans = [
      { accountId: ' demo-title ', plan: 'PER_DAY' },
      { accountId: '  ', plan: 'PER_DAY' },
    ];
    expect(saved('feed', { plans }).plans).toEqual([{ accountId: 'demo-title', plan: 'PER_DAY' }]);
    expect(errors('feed', { plans: [...plans, { accountId: 'demo-title', plan: 'PER_DOCUMENT' }] })).toEqual({
      'plans.1.accountId': m.feedPlanDuplicate,
    });
    expect(errors('feed', { plans: [{ accountId: 'a', plan: 'YEARLY' }], snapshotCents: -1 })).toEqual({
      'plans.0.plan': 'Choose PER_DAY or PER_DOCUMENT.',
      snapshotCents: 'Zero or more.',
    });
  });
});
