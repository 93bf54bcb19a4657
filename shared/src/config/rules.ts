// What a configuration page may save (spec 3 sections 5.5-5.10): each group's stored shape (groups.ts, lenient so
// that what a county saved long ago still reads) plus the page's cross-field rules and the normalisation the spec
// asks for before saving. The form engine and POST controlPanel/countyConfig/{group} parse with the same schema.
import { z } from 'zod';
import { type ConfigGroup, type ConfigGroupName, configGroups, searchTypeKeys } from './groups.ts';
import { configMessages as m } from './messages.ts';

type Issue = (path: Array<string | number>, message: string) => void;
type Raw = Record<string, unknown>;

export const FLAT_FEE_RATE_ROWS = 5;
export const LOGIN_PAGE_LINK_ROWS = 12;
export const LIST_ROWS_MAX = 50;
export const LIST_ROWS_ADDED = 5;
export const SPECIAL_RATES_MAX = 100;
/** the feed group's stored limit (groups.ts) */
export const FEED_PLANS_MAX = 500;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const rowsOf = (raw: Raw, key = 'rates'): unknown[] => (Array.isArray(raw[key]) ? (raw[key] as unknown[]) : []);

/** A group's save schema: prepare the raw body, parse the stored shape, add the rules' issues, finish. */
function withRules<G extends ConfigGroupName>(
  group: G,
  rules: {
    /** the raw body (an object) before parsing; issues found here (list limits, counted as the form counts) */
    prepare?: (raw: Raw, issue: Issue) => Raw;
    check?: (value: ConfigGroup<G>, issue: Issue) => void;
    finish?: (value: ConfigGroup<G>) => ConfigGroup<G>;
  } = {},
) {
  const base = configGroups[group] as unknown as z.ZodType<ConfigGroup<G>>;
  return z
    .preprocess(
      (raw, ctx) =>
        isRecord(raw) && rules.prepare
          ? rules.prepare(raw, (path, message) => ctx.addIssue({ code: 'custom', path, message, input: raw }))
          : raw,
      base.superRefine((value, ctx) =>
        rules.check?.(value, (path, message) => ctx.addIssue({ code: 'custom', path, message })),
      ),
    )
    .transform((value) => (rules.finish ? rules.finish(value) : value));
}

// ---- Fee Structure ----------------------------------------------------------------------------------------------

/** Escrow (5.5): fee and charge codes need each other; a surcharge needs an amount; reloads need min <= max. */
export function escrowIssues(v: ConfigGroup<'escrow'>, issue: Issue): void {
  if (filled(v.feeCode) && !filled(v.chargeCode)) issue(['chargeCode'], m.requiredWithFeeCode);
  if (filled(v.chargeCode) && !filled(v.feeCode)) issue(['feeCode'], m.requiredWithChargeCode);
  if (v.applySurcharge) {
    if (v.creditCardSurchargeMethod === 'PERCENT' && !v.creditCardSurchargePercent)
      issue(['creditCardSurchargePercent'], m.required);
    if (v.creditCardSurchargeMethod === 'DOLLARS' && !v.creditCardSurcharge) issue(['creditCardSurcharge'], m.required);
  }
  if (v.reloadByCreditCard) {
    if (!v.minReloadAmount) issue(['minReloadAmount'], m.required);
    if (!v.maxReloadAmount) issue(['maxReloadAmount'], m.required);
    else if (v.maxReloadAmount < v.minReloadAmount) issue(['maxReloadAmount'], m.belowMin);
  }
}

type RateRow = ConfigGroup<'flatFee'>['rates'][number];
const blankRateRow = (): RateRow => ({ option: false, unlimitedNumberOfPages: false, numberOfPages: 0, cost: 0 });

/** Five rate rows; a row whose fields are disabled (option off, or every row of an override without account
 * administrator reload) reads blank numbers as 0, so a field the user cannot reach never holds up a save. */
function prepareRateRows(raw: Raw, allDisabled = false): Raw {
  const rows = rowsOf(raw)
    .slice(0, FLAT_FEE_RATE_ROWS)
    .map((row) => {
      if (!isRecord(row) || (row.option === true && !allDisabled)) return row;
      return { ...row, numberOfPages: row.numberOfPages ?? 0, cost: row.cost ?? 0 };
    });
  while (rows.length < FLAT_FEE_RATE_ROWS) rows.push(blankRateRow());
  return { ...raw, rates: rows };
}

/** Flat fee rate rows (5.6): an enabled row needs unlimited or a number of images, and a cost (zero is ok, the
 * shape says so when blank); an unlimited row must be the last enabled one. */
export function rateRowIssues(rates: readonly RateRow[], issue: Issue): void {
  const enabled = rates.map((r, i) => ({ r, i })).filter(({ r }) => r.option);
  for (const { r, i } of enabled) {
    if (!r.unlimitedNumberOfPages && !r.numberOfPages) issue(['rates', i, 'numberOfPages'], m.required);
  }
  const last = enabled.at(-1)?.i;
  for (const { r, i } of enabled) {
    if (r.unlimitedNumberOfPages && i !== last) issue(['rates', i, 'unlimitedNumberOfPages'], m.unlimitedLast);
  }
}

type SpecialRate = ConfigGroup<'aLaCarteSpecialRates'>['rates'][number];
const ALL_TYPES = '0';
const rateKeys = ['documentRate', 'firstPageRate', 'additionalPagesRate'] as const;

/** Before saving (5.7): rows with neither document type nor instrument code are dropped, text trimmed, blank rates
 * become 0. (Sorting follows validation: finishSpecialRates.) */
export function prepareSpecialRates(raw: Raw): Raw {
  const rows = rowsOf(raw)
    .map((row) => {
      if (!isRecord(row)) return row;
      const out: Raw = { ...row };
      for (const k of ['documentType', 'instrumentCode'] as const)
        out[k] = typeof row[k] === 'string' ? row[k].trim() : (row[k] ?? '');
      for (const k of rateKeys) out[k] = blank(row[k]) ? 0 : row[k];
      return out;
    })
    .filter((row) => !isRecord(row) || filled(row.documentType) || filled(row.instrumentCode));
  return { ...raw, rates: rows };
}

/** The special rates' table rules (5.7), each reported once for the table (the spec's texts speak of all rows). */
export function specialRateIssues(rates: readonly SpecialRate[], issue: Issue): void {
  if (rates.some((r) => r.instrumentCode !== '' && r.documentType === '')) issue(['rates'], m.specialRateNeedsType);
  if (rates.some((r) => rateKeys.every((k) => !r[k]))) issue(['rates'], m.specialRateNeedsRate);
  const allTypeCodes = new Set(rates.filter((r) => r.documentType === ALL_TYPES).map((r) => r.instrumentCode));
  if (rates.some((r) => r.documentType !== ALL_TYPES && r.instrumentCode !== '' && allTypeCodes.has(r.instrumentCode)))
    issue(['rates'], m.specialRateDuplicateAllTypes);
  const pairs = rates.map((r) => `${r.documentType}\u0000${r.instrumentCode}`);
  if (new Set(pairs).size !== pairs.length) issue(['rates'], m.specialRateDuplicatePair);
}

/** Sorted by document type, then instrument code (all types, '0', first). */
export function sortSpecialRates<R extends Pick<SpecialRate, 'documentType' | 'instrumentCode'>>(rates: readonly R[]) {
  return [...rates].sort(
    (a, b) => a.documentType.localeCompare(b.documentType) || a.instrumentCode.localeCompare(b.instrumentCode),
  );
}

/** Feed plans (issue 31): an account named twice is reported on its later rows. */
export function feedPlanIssues(plans: ConfigGroup<'feed'>['plans'], issue: Issue): void {
  const seen = new Set<string>();
  plans.forEach((p, i) => {
    if (seen.has(p.accountId)) issue(['plans', i, 'accountId'], m.feedPlanDuplicate);
    seen.add(p.accountId);
  });
}

// ---- Web Pages --------------------------------------------------------------------------------------------------

const isWebAddress = (v: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v);
const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** News lists (5.9): fully blank rows are not kept; at most 50. */
function prepareParagraphs(raw: Raw): Raw {
  return {
    ...raw,
    paragraphs: rowsOf(raw, 'paragraphs').filter(
      (p) => !isRecord(p) || !(blank(p.heading) && blank(p.paragraphContent)),
    ),
  };
}

/** A link row: a description and an http(s) address, both or neither. */
export function linkIssues(links: ConfigGroup<'externalLinks'>['paragraphs'], issue: Issue): void {
  links.forEach((l, i) => {
    const heading = l.heading.trim();
    const url = l.paragraphContent.trim();
    if (!heading && !url) return;
    if (!heading) issue(['paragraphs', i, 'heading'], m.required);
    if (!url) issue(['paragraphs', i, 'paragraphContent'], m.required);
    else if (!isWebAddress(url)) issue(['paragraphs', i, 'paragraphContent'], m.webAddress);
  });
}

const searchNames = new Set<string>(searchTypeKeys.map((k) => `searchBy${k}`));

/** Search 1 (5.8): Submit (and Save and Update) refuse a default search that is switched off; Save Only does not.
 * The body says which button with `saveOnly: true`. */
export function defaultSearchIssues(v: ConfigGroup<'search'>, saveOnly: boolean, issue: Issue): void {
  if (saveOnly || !searchNames.has(String(v.defaultSearch))) return;
  if ((v as Record<string, unknown>)[String(v.defaultSearch)] !== true) issue(['defaultSearch'], m.defaultSearchOff);
}

const renewalTime = /^([01]?\d|2[0-3]):[0-5]\d$/;
const usDate = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

const listRules =
  (message: string, max = LIST_ROWS_MAX) =>
  (raw: Raw, issue: Issue) => {
    if (rowsOf(raw, 'paragraphs').length > max) issue(['paragraphs'], message);
    return prepareParagraphs(raw);
  };

/** The save schema of every group; a group without rules of its own saves its stored shape. */
export const saveSchemas = {
  common: withRules('common', {
    check: (v, issue) => {
      if (filled(v.contactEmail) && !isEmail(v.contactEmail.trim())) issue(['contactEmail'], m.email);
      if (filled(v.disclaimerUrl) && !isWebAddress(v.disclaimerUrl.trim())) issue(['disclaimerUrl'], m.webAddress);
    },
  }),
  efile: withRules('efile'),
  languages: withRules('languages'),
  latestNews: withRules('latestNews', { prepare: listRules(m.newsLimit) }),
  loginPageLatestNews: withRules('loginPageLatestNews', { prepare: listRules(m.newsLimit) }),
  externalLinks: withRules('externalLinks', {
    prepare: listRules(m.linksLimit),
    check: (v, issue) => linkIssues(v.paragraphs, issue),
  }),
  // 12 slots in the form; blank slots are not stored (the login page shows the links in their order)
  loginPageLinks: withRules('loginPageLinks', {
    prepare: listRules(m.loginLinksCount, LOGIN_PAGE_LINK_ROWS),
    check: (v, issue) => linkIssues(v.paragraphs, issue),
  }),
  loginPageSlides: withRules('loginPageSlides'),
  notableDates: withRules('notableDates'),
  homeSelections: withRules('homeSelections'),
  loginPageRegistration: withRules('loginPageRegistration', {
    check: (v, issue) => {
      if (!filled(v.fromEmailAddress)) issue(['fromEmailAddress'], m.required);
      else if (!isEmail(v.fromEmailAddress.trim())) issue(['fromEmailAddress'], m.email);
    },
    finish: (v) => ({ ...v, fromEmailAddress: v.fromEmailAddress.trim() }),
  }),
  // Submit checks the default search; Save Only (the body's saveOnly: true) does not
  search: withRules('search', {
    prepare: (raw, issue) => {
      const parsed = configGroups.search.safeParse(raw);
      if (parsed.success) defaultSearchIssues(parsed.data, raw.saveOnly === true, issue);
      return raw;
    },
    check: (v, issue) => {
      if (!searchNames.has(String(v.defaultSearch))) issue(['defaultSearch'], m.required);
    },
  }),
  search2: withRules('search2', {
    check: (v, issue) => {
      if (v.defaultMatchMode === 'soundsLike' && !v.soundsLike) issue(['defaultMatchMode'], m.soundsLikeDefaultOff);
    },
  }),
  reports: withRules('reports'),
  fraudAlerts: withRules('fraudAlerts', {
    check: (v, issue) => {
      if (!filled(v.heading)) issue(['heading'], m.required);
    },
  }),
  userLockout: withRules('userLockout', {
    check: (v, issue) => {
      if (!filled(v.messageLogin)) issue(['messageLogin'], m.required);
      if (!filled(v.messageHeadline)) issue(['messageHeadline'], m.required);
    },
  }),
  userPurgeSchedule: withRules('userPurgeSchedule'),
  auditLogPurgeSchedule: withRules('auditLogPurgeSchedule'),
  userPurgeNow: withRules('userPurgeNow', {
    check: (v, issue) => {
      if (!filled(v.purgeDate)) issue(['purgeDate'], m.required);
      else if (!usDate.test(v.purgeDate.trim())) issue(['purgeDate'], m.date);
    },
  }),
  userAccess: withRules('userAccess'),
  billingSchedule: withRules('billingSchedule', {
    check: (v, issue) => {
      if (!renewalTime.test(v.renewalTime.trim())) issue(['renewalTime'], m.renewalTime);
    },
  }),
  flatFee: withRules('flatFee', {
    prepare: (raw) => prepareRateRows(raw),
    check: (v, issue) => rateRowIssues(v.rates, issue),
  }),
  flatFeeOverride: withRules('flatFeeOverride', {
    prepare: (raw) => prepareRateRows(raw, raw.accountAdminReload !== true),
    check: (v, issue) => (v.accountAdminReload ? rateRowIssues(v.rates, issue) : undefined),
  }),
  creditCard: withRules('creditCard', {
    prepare: (raw) => ({
      ...raw,
      rates: rowsOf(raw).map((row) =>
        isRecord(row) ? { ...row, ...Object.fromEntries(rateKeys.map((k) => [k, blank(row[k]) ? 0 : row[k]])) } : row,
      ),
    }),
  }),
  creditCardExtra: withRules('creditCardExtra'),
  escrow: withRules('escrow', { check: escrowIssues }),
  aLaCarte: withRules('aLaCarte'),
  aLaCarteSpecialRates: withRules('aLaCarteSpecialRates', {
    prepare: (raw, issue) => {
      if (rowsOf(raw).length > SPECIAL_RATES_MAX) issue(['rates'], m.specialRateLimit);
      return prepareSpecialRates(raw);
    },
    check: (v, issue) => specialRateIssues(v.rates, issue),
    finish: (v) => ({ ...v, rates: sortSpecialRates(v.rates) }),
  }),
  // the index feed (issue 31): blank rows dropped, as the special rates' are; one plan per account. Whether each
  // account exists is the save route's check (a read the shared schema cannot make)
  feed: withRules('feed', {
    prepare: (raw, issue) => {
      if (rowsOf(raw, 'plans').length > FEED_PLANS_MAX) issue(['plans'], m.feedPlanLimit);
      return { ...raw, plans: rowsOf(raw, 'plans').filter((row) => !isRecord(row) || filled(row.accountId)) };
    },
    check: (v, issue) => feedPlanIssues(v.plans, issue),
  }),
} satisfies { [G in Exclude<ConfigGroupName, 'landlink'>]: z.ZodType<ConfigGroup<G>> };

export type SavedGroupName = keyof typeof saveSchemas;

/** The page's field errors ('rates.0.cost' -> message), the first per field, as the handler's 400 answers them;
 * empty when the form may be saved. */
export function groupErrors(group: SavedGroupName, form: unknown): Record<string, string> {
  const result = saveSchemas[group].safeParse(form);
  const errors: Record<string, string> = {};
  if (!result.success) for (const i of result.error.issues) errors[i.path.map(String).join('.') || '_'] ??= i.message;
  return errors;
}
