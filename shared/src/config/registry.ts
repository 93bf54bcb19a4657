// The county configuration pages (spec 3 section 2.5) and their groups (3.7, saved by 7.5's calls): one registry
// the side navigation, the form engine and the configuration API all read, so a group added here has its page,
// its heading, who may edit it, its save schema and its dependencies (4.6) in one place, as search-types.ts does
// for the searches.
import { offerableLanguages, type Role } from '../auth/roles.ts';
import { type ConfigGroup, type NotableDateFlag, readGroup } from './groups.ts';
import { FLAT_FEE_RATE_ROWS, LOGIN_PAGE_LINK_ROWS, type SavedGroupName, saveSchemas } from './rules.ts';

export const configHeadings = ['Fee Structure', 'Web Pages', 'User Admin', 'Technical'] as const;
export type ConfigHeading = (typeof configHeadings)[number];

/** Who may open the pages under a heading (and read or save their groups): Technical is the vendor's alone. */
export const headingEditors: Record<ConfigHeading, readonly Role[]> = {
  'Fee Structure': ['TRIMIN', 'COUNTY'],
  'Web Pages': ['TRIMIN', 'COUNTY'],
  'User Admin': ['TRIMIN', 'COUNTY'],
  Technical: ['TRIMIN'],
};

type Value<G extends SavedGroupName> = ConfigGroup<G>;

export interface GroupEntry<G extends SavedGroupName> {
  group: G;
  /** the page's title */
  title: string;
  /** the page's route under /controlPanel (spec 2.5's id) */
  page: string;
  heading: ConfigHeading;
  /** roles that may read and save the group */
  editors: readonly Role[];
  /** fields only TRIMIN may change: the Technical page of the same group switches them (spec 2.5, 6) */
  vendorFields?: ReadonlyArray<keyof Value<G> & string>;
  /** fields the server keeps as saved, whatever the form sends (read-only on the page) */
  readOnlyFields?: ReadonlyArray<keyof Value<G> & string>;
  /** the 4.6 dependencies: paths ('rates.0.cost') of the fields disabled given the others */
  disabled?: (value: Value<G>) => string[];
  /** the form's state of a saved value (lists padded to the rows the page shows) */
  toForm?: (value: Value<G>) => Value<G>;
}

// ---- dependencies (spec 3 section 4.6) --------------------------------------------------------------------------

const legalFlags: readonly NotableDateFlag[] = [
  'abstractLegalVerified',
  'abstractLegalPosted',
  'torrensLegalVerified',
  'torrensLegalPosted',
];
/** Notable dates: Legal Indexed and Legal Verified need Use Legal Dates (showSeparateIndexes). */
export const notableDatesDisabled = (v: ConfigGroup<'notableDates'>) =>
  v.showSeparateIndexes ? [] : legalFlags.flatMap((f) => [f, `${f}Date`]);

/** Purge schedules: the days wait for automatic purge. */
export const purgeDisabled = (v: { automaticPurge: boolean }) => (v.automaticPurge ? [] : ['automaticPurgeAfterDays']);

/** User access: the attempts and the minutes wait for their switches. */
export const userAccessDisabled = (v: ConfigGroup<'userAccess'>) => [
  ...(v.limitLoginAttempts ? [] : ['maxloginAttempts']),
  ...(v.inactivityTimeLimit ? [] : ['inactivityTimeLimitPeriod']),
];

type RateRow = ConfigGroup<'flatFee'>['rates'][number];
const rowFields = ['unlimitedNumberOfPages', 'numberOfPages', 'cost'] as const;
/** A rate row's fields wait for its option; the number of images is off when the row is unlimited. */
export const rateRowsDisabled = (rates: readonly RateRow[], all = false) =>
  rates.flatMap((r, i) => {
    if (all) return ['option', ...rowFields].map((f) => `rates.${i}.${f}`);
    if (!r.option) return rowFields.map((f) => `rates.${i}.${f}`);
    return r.unlimitedNumberOfPages ? [`rates.${i}.numberOfPages`] : [];
  });

/** Flat fee override: every rate field waits for accountAdminReload. */
export const flatFeeOverrideDisabled = (v: ConfigGroup<'flatFeeOverride'>) =>
  rateRowsDisabled(v.rates, !v.accountAdminReload);

/** Search 1's buttons: Submit when access is the same for all accounts; Save and Update plus Save Only when it is
 * configurable per account. Save Only sends `saveOnly: true` and is not held to the default search rule (5.8). */
export function searchButtons(v: Pick<ConfigGroup<'search'>, 'searchAccess'>) {
  return v.searchAccess === 'CONFIGURABLE' ? (['Save and Update', 'Save Only'] as const) : (['Submit'] as const);
}

// ---- lists shown with a fixed or minimum number of rows ---------------------------------------------------------

const blankParagraph = () => ({ heading: '', paragraphContent: '' });
const padded = <T>(rows: readonly T[], n: number, blank: () => T) => [
  ...rows.slice(0, Math.max(n, rows.length)),
  ...Array.from({ length: Math.max(0, n - rows.length) }, blank),
];
const atLeastOneRow = <V extends { paragraphs: ConfigGroup<'latestNews'>['paragraphs'] }>(v: V): V => ({
  ...v,
  paragraphs: padded(v.paragraphs, 1, blankParagraph),
});
const fiveRates = <V extends { rates: RateRow[] }>(v: V): V => ({
  ...v,
  rates: padded(v.rates, FLAT_FEE_RATE_ROWS, () => ({
    option: false,
    unlimitedNumberOfPages: false,
    numberOfPages: 0,
    cost: 0,
  })).slice(0, FLAT_FEE_RATE_ROWS),
});

// ---- the registry -----------------------------------------------------------------------------------------------

const entry = <G extends SavedGroupName>(
  group: G,
  page: string,
  title: string,
  heading: ConfigHeading,
  more: Omit<GroupEntry<G>, 'group' | 'page' | 'title' | 'heading' | 'editors'> = {},
): GroupEntry<G> => ({ group, page, title, heading, editors: headingEditors[heading], ...more });

/** Every group 7.5 saves, keyed by its call's name (GET/POST controlPanel/countyConfig/{group}). */
export const configRegistry: { [G in SavedGroupName]: GroupEntry<G> } = {
  creditCard: entry('creditCard', 'creditCardAlternateRates', 'Credit Card Alternate Rates', 'Fee Structure', {
    // the special rates' document types and instrument codes come from A La Carte Special Rates
    disabled: (v) => v.rates.flatMap((_, i) => [`rates.${i}.documentType`, `rates.${i}.instrumentCode`]),
  }),
  creditCardExtra: entry('creditCardExtra', 'creditCardExtra', 'Credit Card Extra', 'Fee Structure'),
  escrow: entry('escrow', 'escrow', 'Escrow', 'Fee Structure'),
  flatFee: entry('flatFee', 'flatFeeRates', 'Flat Fee Rates', 'Fee Structure', {
    disabled: (v) => rateRowsDisabled(v.rates),
    toForm: fiveRates,
  }),
  flatFeeOverride: entry('flatFeeOverride', 'flatFeeOverride', 'Flat Fee Override', 'Fee Structure', {
    disabled: flatFeeOverrideDisabled,
    toForm: fiveRates,
  }),
  aLaCarte: entry('aLaCarte', 'alacarterates', 'A La Carte Rates', 'Fee Structure'),
  aLaCarteSpecialRates: entry(
    'aLaCarteSpecialRates',
    'alacarteratesspecial',
    'A La Carte Special Rates',
    'Fee Structure',
  ),
  feed: entry('feed', 'feedPlans', 'Index Feed Plans', 'Fee Structure'),
  billingSchedule: entry('billingSchedule', 'billingSchedule', 'Schedule', 'Fee Structure', {
    readOnlyFields: ['lastRanMonthlyRenewalJobPhase1', 'lastRanMonthlyRenewalJobPhase2'],
    disabled: () => ['lastRanMonthlyRenewalJobPhase1', 'lastRanMonthlyRenewalJobPhase2'],
  }),

  common: entry('common', 'common', 'Common', 'Web Pages', { vendorFields: ['publicUrl'] }),
  efile: entry('efile', 'efile', 'E File', 'Web Pages', { vendorFields: ['efile'] }),
  // the vendor switches languages on; the county then picks which the select offers (off: nothing to pick)
  languages: entry('languages', 'languages', 'Languages', 'Web Pages', {
    vendorFields: ['languages'],
    disabled: (v) => (v.languages ? [] : offerableLanguages.map((l) => `offered.${l}`)),
  }),
  latestNews: entry('latestNews', 'homeLatestNews', 'More News', 'Web Pages', { toForm: atLeastOneRow }),
  externalLinks: entry('externalLinks', 'homeExternalLinks', 'More Links', 'Web Pages', { toForm: atLeastOneRow }),
  notableDates: entry('notableDates', 'homeNotableDates', 'Notable Dates', 'Web Pages', {
    disabled: notableDatesDisabled,
  }),
  homeSelections: entry('homeSelections', 'homeSelections', 'Home Selections', 'Web Pages'),
  loginPageLinks: entry('loginPageLinks', 'loginPageLinks', 'Login Page Links', 'Web Pages', {
    toForm: (v) => ({ ...v, paragraphs: padded(v.paragraphs, LOGIN_PAGE_LINK_ROWS, blankParagraph) }),
  }),
  loginPageLatestNews: entry('loginPageLatestNews', 'loginPageLatestNews', 'Login Page Latest News', 'Web Pages', {
    toForm: atLeastOneRow,
  }),
  loginPageSlides: entry('loginPageSlides', 'loginPageSlides', 'Login Page Slides', 'Web Pages'),
  loginPageRegistration: entry(
    'loginPageRegistration',
    'loginPageRegistration',
    'Registration & Recovery',
    'Web Pages',
  ),
  search: entry('search', 'search', 'Search 1', 'Web Pages'),
  search2: entry('search2', 'search2', 'Search 2', 'Web Pages'),
  reports: entry('reports', 'reports', 'Reports', 'Web Pages'),
  fraudAlerts: entry('fraudAlerts', 'fraudAlerts', 'Property Fraud Alert', 'Web Pages'),

  userAccess: entry('userAccess', 'userAccess', 'User Access', 'User Admin', { disabled: userAccessDisabled }),
  userLockout: entry('userLockout', 'userLockout', 'Lockout Step 1', 'User Admin'),
  userPurgeNow: entry('userPurgeNow', 'userPurgeNow', 'Purge Now', 'User Admin'),
  userPurgeSchedule: entry('userPurgeSchedule', 'userPurgeSchedule', 'User Purge Schedule', 'User Admin', {
    disabled: purgeDisabled,
  }),
  auditLogPurgeSchedule: entry('auditLogPurgeSchedule', 'auditLogPurgeSchedule', 'Audit Log Purge', 'User Admin', {
    disabled: purgeDisabled,
  }),
};

/** Pages of the side navigation that are actions, not a saved group (userLockout2's End User Sessions, the
 * vendor's migrations and monitoring), and the Technical section's entries for efile and languages. */
export const configActionPages = [
  { page: 'userLockout2', title: 'Lockout Step 2', heading: 'User Admin', call: 'endUserSessions' },
  { page: 'efile', title: 'E File', heading: 'Technical', group: 'efile' },
  {
    page: 'LandSharkOneAccountsUsers',
    title: 'LS1 Accounts & Users',
    heading: 'Technical',
    call: 'migrateLandSharkOneAccountsUsers',
  },
  { page: 'LandSharkOneAuditLog', title: 'LS1 Audit Log', heading: 'Technical', call: 'migrateLandSharkOneAuditLog' },
  { page: 'languages', title: 'Languages', heading: 'Technical', group: 'languages' },
  { page: 'performanceMonitoring', title: 'Performance Monitoring', heading: 'Technical', call: 'monitoring' },
] as const satisfies ReadonlyArray<{
  page: string;
  title: string;
  heading: ConfigHeading;
  call?: string;
  group?: SavedGroupName;
}>;

export function isSavedGroup(name: string): name is SavedGroupName {
  return Object.hasOwn(configRegistry, name);
}

export function canEdit(group: SavedGroupName, role: Role): boolean {
  return configRegistry[group].editors.includes(role);
}

/** The group's defaults, as the page shows them. */
export function groupDefaults<G extends SavedGroupName>(group: G): ConfigGroup<G> {
  return formValue(group, readGroup(group, {}));
}

/** A saved value as the page's form state. */
export function formValue<G extends SavedGroupName>(group: G, value: ConfigGroup<G>): ConfigGroup<G> {
  const e = configRegistry[group] as GroupEntry<G>;
  return e.toForm ? e.toForm(value) : value;
}

/** The fields disabled by the others (4.6), plus, for COUNTY, the vendor's fields. */
export function disabledFields<G extends SavedGroupName>(group: G, value: ConfigGroup<G>, role: Role): string[] {
  const e = configRegistry[group] as GroupEntry<G>;
  return [...(e.disabled?.(value) ?? []), ...(role === 'TRIMIN' ? [] : (e.vendorFields ?? []))];
}

/** The fields of a save that differ from what was saved: the audit entry's before and after. */
export function changedFields(before: object, after: object) {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  return {
    fields: keys,
    before: Object.fromEntries(keys.map((k) => [k, b[k]])),
    after: Object.fromEntries(keys.map((k) => [k, a[k]])),
  };
}

export { saveSchemas };
