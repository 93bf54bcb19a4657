// County configuration groups (spec 3 section 3.7). Each group is stored as one object; parsing an empty object
// gives the group's defaults, so a county that never saved a group still reads sensible values.
// Money is integer cents. Each group's schema is built when it is first used, not when the module loads: a Lambda
// reads a few groups, and building all thirty at load was a tenth of a small bundle's cold start (issue 34).
import { z } from 'zod';
import { offerableLanguages } from '../auth/roles.ts';
import { isTimeZone, unknownTimeZone } from '../format/dates.ts';
import { matchModes } from '../search/match-mode.ts';

const bool = (d = false) => z.boolean().default(d);
const text = (d = '') => z.string().max(4000).default(d);
const cents = (d = 0) =>
  z
    .number({ error: 'Required.' })
    .int('A whole number.')
    .min(0, 'Zero or more.')
    .max(100_000_000, 'Too large.')
    .default(d);
/** A whole number from min to max ('Required.' when blank). */
const whole = (min: number, max: number, d: number, range = `From ${min} to ${max}.`) =>
  z.number({ error: 'Required.' }).int('A whole number.').min(min, range).max(max, range).default(d);
// A county's public URL: https, or http for localhost and *.localhost (a laptop); an origin only (no user, path,
// query or fragment); '' while not configured. Checked by pattern: shared/ has no URL class in its libraries.
const hostLabel = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const publicUrlPatterns = [
  new RegExp(`^https://${hostLabel}(?:\\.${hostLabel})*(?::\\d{1,5})?/?$`, 'i'),
  new RegExp(`^http://(?:${hostLabel}\\.)*localhost(?::\\d{1,5})?/?$`, 'i'),
];
export const isPublicUrl = (value: string) => publicUrlPatterns.some((p) => p.test(value));
const publicUrl = () =>
  z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || isPublicUrl(v), 'An https:// address with no path (http:// only for localhost).')
    .transform((v) => v.replace(/\/$/, ''))
    .default('');
/** How an account on the feed pays: each day's file, or each document in it (issue 31). */
export const feedPlans = ['PER_DAY', 'PER_DOCUMENT'] as const;
export type FeedPlan = (typeof feedPlans)[number];

const paragraph = () => z.object({ heading: z.string().max(200), paragraphContent: z.string().max(4000) });
const paragraphs = () => z.object({ paragraphs: z.array(paragraph()).max(50).default([]) });

export const searchTypeKeys = [
  'Address',
  'BookAndPage',
  'Date',
  'DocumentNumber',
  'LegalDescription',
  'Name',
  'ParcelId',
  'TorrensCertificate',
  'TorrensText',
  'TaxLien',
  'GrantorGranteeBook',
  'Plat',
  'TractBookId',
  'TractBookLegal',
  'TractIndexNMI',
  'PageWords',
] as const;
export type SearchTypeKey = (typeof searchTypeKeys)[number];

function searchShape() {
  const shape: Record<string, z.ZodType> = {
    defaultSearch: text('searchByName'),
    searchAccess: z.enum(['CONFIGURABLE', 'SAME_FOR_ALL']).default('SAME_FOR_ALL'),
  };
  for (const k of searchTypeKeys) {
    shape[`searchBy${k}`] = bool(true);
    shape[`searchBy${k}CountyNote`] = text();
  }
  return shape;
}

/** The notable dates flags of spec 3 section 3.7 (abstractVerified ... torrensCertificateThru), each with the
 * county's own date for that cell (`<flag>Date`, YYYY-MM-DD; '' reads the records store's). */
export const notableDateFlags = [
  ...(['abstract', 'torrens', 'lien'] as const).flatMap((t) =>
    (['Verified', 'Posted', 'IndexBegin', 'ImageBegin', 'ImageThru'] as const).map((f) => `${t}${f}` as const),
  ),
  'abstractLegalVerified',
  'abstractLegalPosted',
  'torrensLegalVerified',
  'torrensLegalPosted',
  'torrensCertificateThru',
] as const;
export type NotableDateFlag = (typeof notableDateFlags)[number];
const isoDay = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'A date like 2026-01-31.')
    .default('');
function notableDatesShape() {
  const flags = Object.fromEntries(
    notableDateFlags.flatMap((f) => [
      [f, bool()],
      [`${f}Date`, isoDay()],
    ]),
  ) as {
    [F in NotableDateFlag]: ReturnType<typeof bool>;
  } & { [F in NotableDateFlag as `${F}Date`]: ReturnType<typeof isoDay> };
  return { showNotableDates: bool(true), showSeparateIndexes: bool(), useVerificationDate: bool(), ...flags };
}

const rateOption = () =>
  z.object({
    option: bool(),
    unlimitedNumberOfPages: bool(),
    numberOfPages: z.number({ error: 'Required.' }).int('A whole number.').min(0, 'Zero or more.').default(0),
    cost: z
      .number({ error: 'Required. Zero is ok.' })
      .int('A whole number.')
      .min(0, 'Zero or more.')
      .max(100_000_000, 'Too large.')
      .default(0),
  });
const specialRate = () =>
  z.object({
    documentType: z.string().max(10).default(''),
    instrumentCode: z.string().max(20).default(''),
    documentRate: cents(),
    firstPageRate: cents(),
    additionalPagesRate: cents(),
  });

/** The price fields of the aLaCarte group; the creditCard group has the same names with the CreditCard suffix. */
export const priceFields = [
  'searchByAddress',
  'searchByBookAndPage',
  'searchByDate',
  'searchByDocumentNumber',
  'searchByLegalDescription',
  'searchByName',
  'searchByParcelId',
  'searchByTorrensCertificateNumber',
  'searchByTorrensText',
  'searchByPlat',
  'searchByTaxLien',
  'searchByGrantorGranteeBook',
  'searchByTractBook',
  'searchByTractIndexNMI',
  'searchByPageWords',
  'documentDetails',
  'taxLienDetails',
  // issue 32: one chain of title report (its screen, PDF and sheet are one report)
  'chainOfTitle',
  'imageDocument',
  'imageFirstPage',
  'imageAdditionalPages',
] as const;
export type PriceField = (typeof priceFields)[number];

const priceShape = (suffix: '' | 'CreditCard') =>
  Object.fromEntries(priceFields.map((n) => [`${n}${suffix}`, cents()]));

const groupSchemas = {
  common: () =>
    z.object({
      countyName: text('County'),
      appTitle: text('Land Record Portal'),
      contactName: text(),
      contactTitle: text(),
      contactPhone: text(),
      contactEmail: text(),
      bookLabel: text('Book'),
      torrensLabel: text('Torrens'),
      stateCode: text('MN'),
      /** The county's clock (IANA zone): its "today", the home page periods and every recorded-date default.
       * Chicago by default, the zone of the default state (MN). */
      timeZone: z.string().trim().refine(isTimeZone, unknownTimeZone).default('America/Chicago'),
      disclaimerUrl: text(),
      /** Where the county's portal is served: the origin of e-mailed links, the same-origin check and Secure cookies. */
      publicUrl: publicUrl(),
    }),
  landlink: () =>
    z.object({
      propertyCode: bool(),
      qqqq: bool(),
      qqq: bool(),
      baseline: bool(),
      municipality: bool(),
      meridian: bool(),
      mbOtherLot: bool(),
      sublot: bool(),
      bookType: bool(),
      torrens: bool(true),
      fileNumbers: bool(),
      taxUrl: text(),
      gisUrl: text(),
    }),
  efile: () =>
    z.object({
      efile: bool(),
      efileCountyNote: text(),
      acknowledgement: bool(),
      acknowledgementStatement: text(),
    }),
  // the switch is the vendor's; which languages beside English the select offers, the county's (all by default)
  languages: () =>
    z.object({
      languages: bool(),
      offered: z.object(Object.fromEntries(offerableLanguages.map((l) => [l, bool(true)]))).prefault({}),
    }),
  latestNews: paragraphs,
  loginPageLatestNews: paragraphs,
  externalLinks: paragraphs,
  loginPageLinks: paragraphs,
  loginPageSlides: () => z.object({ numberOfSlides: whole(1, 6, 1, 'From 1 to 6 slides.') }),
  notableDates: () => z.object(notableDatesShape()),
  homeSelections: () =>
    z.object({
      contactUs: bool(true),
      disclaimer: bool(true),
      latestNews: bool(true),
      latestNewsLoginPage: bool(true),
      latestNewsMore: bool(),
      links: bool(true),
      linksLoginPage: bool(true),
      linksMore: bool(),
      loginSlides: bool(true),
      notableDates: bool(true),
      transactions: bool(true),
    }),
  loginPageRegistration: () =>
    z.object({
      forgotPasswordLink: bool(true),
      forgotUsernameLink: bool(true),
      selfRegistration: bool(true),
      emaileExpireIn: whole(1, 720, 4),
      fromEmailAddress: text('no-reply@example.com'),
    }),
  search: () => z.object(searchShape()),
  // soundsLike: the county offers the Sounds like name match (issue 30); defaultMatchMode: the forms' first choice
  search2: () =>
    z.object({
      map: bool(),
      tax: bool(),
      soundsLike: bool(true),
      defaultMatchMode: z.enum(matchModes).default('exact'),
      // issue 32: the chain of title report: offered at all, to the shared GUEST login, to flat-fee accounts (in
      // their flat fee); its disclaimer, shown on the screen and the PDF
      chainOfTitle: bool(true),
      chainOfTitleGuest: bool(true),
      chainOfTitleFlatFee: bool(true),
      chainOfTitleDisclaimer: text('An aid built from the index, not a title opinion.'),
    }),
  reports: () =>
    z.object({
      statementReport: bool(true),
      statementReportCountyNote: text(),
      auditAccountsReport: bool(true),
      auditAccountsReportCountyNote: text(),
      auditUsersReport: bool(true),
      auditUsersReportCountyNote: text(),
      accountTypeReport: bool(true),
      accountTypeReportCountyNote: text(),
    }),
  // property fraud alerts (issue 22): off until the county offers them; the page's words and the county's phone
  fraudAlerts: () =>
    z.object({
      enabled: bool(),
      heading: z.string().max(200).default('Property Fraud Alert'),
      introText: text(
        'Get a free e-mail when a document is recorded on your name, parcel, certificate or address. Confirm your e-mail address, then add up to 10 watches.',
      ),
      countyPhone: z.string().max(40).default(''),
    }),
  userLockout: () => z.object({ lockoutInPlace: bool(), messageLogin: text(), messageHeadline: text() }),
  userPurgeSchedule: () => z.object({ automaticPurge: bool(), automaticPurgeAfterDays: whole(0, 100_000, 0) }),
  auditLogPurgeSchedule: () =>
    z.object({
      automaticPurge: bool(),
      automaticPurgeAfterDays: whole(0, 100_000, 0),
    }),
  userPurgeNow: () => z.object({ purgeDate: text() }),
  userAccess: () =>
    z.object({
      limitLoginAttempts: bool(true),
      maxloginAttempts: whole(1, 100, 5),
      inactivityTimeLimit: bool(true),
      inactivityTimeLimitPeriod: whole(1, 1440, 30),
      /** the shared guest login may buy priced images billed to its INVOICE account (on credit); off: it may not */
      guestImagesOnInvoice: bool(),
      /** calls one API key may make in a minute (issue 31); over it, 429 with Retry-After */
      apiKeyCallsPerMinute: whole(1, 6000, 60),
    }),
  billingSchedule: () =>
    z.object({
      automaticBilling: bool(),
      renewalDay: whole(1, 28, 1, 'A day from 1 to 28.'),
      renewalTime: text('0:00'),
      lastRanMonthlyRenewalJobPhase1: text(),
      lastRanMonthlyRenewalJobPhase2: text(),
    }),
  flatFee: () => z.object({ chargingImages: bool(true), rates: z.array(rateOption()).max(5).default([]) }),
  flatFeeOverride: () =>
    z.object({
      countyAdminReload: bool(),
      accountAdminReload: bool(),
      rates: z.array(rateOption()).max(5).default([]),
    }),
  creditCard: () =>
    z.object({
      applyAlternateRates: bool(),
      rates: z.array(specialRate()).max(100).default([]),
      ...priceShape('CreditCard'),
    }),
  creditCardExtra: () =>
    z.object({
      applySurcharge: bool(),
      surchargeMethod: z.enum(['DOLLARS', 'PERCENT']).default('DOLLARS'),
      surcharge: cents(),
      surchargePercent: z.number({ error: 'Required.' }).min(0, 'Zero or more.').max(100, 'At most 100.').default(0),
      maxAmount: cents(5000),
      surchargeMessage: text(),
      postToLandLink: bool(),
      chargeFeeCode: text(),
      chargeChargeCode: text(),
      surchargeFeeCode: text(),
      surchargeChargeCode: text(),
    }),
  escrow: () =>
    z.object({
      feeCode: text(),
      chargeCode: text(),
      reloadByCreditCard: bool(true),
      minReloadAmount: cents(1000),
      maxReloadAmount: cents(100_000),
      applySurcharge: bool(),
      creditCardSurchargeMethod: z.enum(['DOLLARS', 'PERCENT']).default('DOLLARS'),
      creditCardSurcharge: cents(),
      creditCardSurchargePercent: z
        .number({ error: 'Required.' })
        .min(0, 'Zero or more.')
        .max(100, 'At most 100.')
        .default(0),
    }),
  /** the index feed (issue 31): its prices, and the accounts the county put on a feed plan (no plan: no feed) */
  feed: () =>
    z.object({
      /** a day's file, to an account on the PER_DAY plan */
      dayFileCents: cents(),
      /** each document of a day's file, to an account on the PER_DOCUMENT plan */
      documentCents: cents(),
      /** the full snapshot, to an account on either plan */
      snapshotCents: cents(),
      plans: z
        .array(
          z.object({
            accountId: z.string().trim().min(1, 'Required.').max(64, '64 characters max.'),
            plan: z.enum(feedPlans, { error: 'Choose PER_DAY or PER_DOCUMENT.' }),
          }),
        )
        .max(500)
        .default([]),
    }),
  aLaCarte: () => z.object(priceShape('')),
  aLaCarteSpecialRates: () =>
    z.object({ applySpecialRates: bool(), rates: z.array(specialRate()).max(100).default([]) }),
};

/** Each group's schema, built on its first use (a getter) and kept. */
function builtOnFirstUse<T extends Record<string, () => z.ZodType>>(
  makers: T,
): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const schemas = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const name of Object.keys(makers) as (keyof T)[]) {
    let schema: ReturnType<T[keyof T]> | undefined;
    Object.defineProperty(schemas, name, {
      enumerable: true,
      get: () => {
        schema ??= makers[name]?.() as ReturnType<T[keyof T]>;
        return schema;
      },
    });
  }
  return schemas;
}

export const configGroups = builtOnFirstUse(groupSchemas);

export type ConfigGroupName = keyof typeof configGroups;
export type ConfigGroup<G extends ConfigGroupName> = z.infer<(typeof configGroups)[G]>;

export function isConfigGroup(name: string): name is ConfigGroupName {
  return Object.hasOwn(configGroups, name);
}

/**
 * The group's stored value merged over its defaults. A field the schema refuses (an item loaded by hand, a range
 * narrowed since it was saved) falls back to its own default, not the whole group's: the county keeps its other
 * settings. A group that still fails after that is read as its defaults.
 */
export function readGroup<G extends ConfigGroupName>(group: G, stored: unknown): ConfigGroup<G> {
  const schema = configGroups[group];
  const value: Record<string, unknown> =
    stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...(stored as Record<string, unknown>) } : {};
  // zod names every refused field in one pass; a rule across fields runs only once they pass, and may name another
  // in a second. Four passes is more than any group needs.
  for (let pass = 0; pass < 4; pass++) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data as ConfigGroup<G>;
    const refused = parsed.error.issues.map((i) => i.path[0]).filter((k) => typeof k === 'string' && k in value);
    if (!refused.length) break;
    for (const key of refused) delete value[key as string];
  }
  return schema.parse({}) as ConfigGroup<G>;
}
