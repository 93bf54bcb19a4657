// Field shapes the search forms share: trimmed text with a length cap, the document type and instrument group
// selects, the middle initial, date fields with their defaults, and the cross-field rules added to a form's issues.
import { z } from 'zod';
import { type DateRangeRule, DEFAULT_FROM_DATE, dateRangeIssues, toUsDate } from './dates.ts';
import { searchMessages as m } from './messages.ts';

const tooLong = (max: number) => `${max} characters max.`;

/** Optional text, '' when absent. */
export const text = (max = 60) => z.string().trim().max(max, tooLong(max)).default('');

/** Text that must be given: 'Required.' when absent or blank. */
export const requiredText = (max = 60) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, tooLong(max));

export const middleInitial = z.string().trim().max(1, m.oneCharacterMax).default('');

/** A document type code, 'All' for every type (spec 2: shown only with the county's property-code flag). */
export const documentType = z.string().trim().max(10, tooLong(10)).default('All');

/** An instrument group code, 'all' for every group. */
export const instrumentGroup = z.string().trim().max(20, tooLong(20)).default('all');

/** 'Both Grantors & Grantees', 'Grantors Only', 'Grantees Only'. */
export const grantorGranteeSearchIn = z.enum(['both', 'GRANTORS', 'GRANTEES']).default('both');

/** A date as typed, MM/DD/YYYY; checked with the other date of its range (addDateIssues). */
const dateText = (fallback: string) => z.string().trim().max(10, m.dateHint).default(fallback);
export const fromDate = (fallback = DEFAULT_FROM_DATE) => dateText(fallback);
export const toDate = (today: string) => dateText(toUsDate(today));

type Ctx = z.RefinementCtx;

/** Adds the date rules' messages (spec 2 section 5) to a form's issues. */
export function addDateIssues(ctx: Ctx, values: Record<string, unknown>, today: string, rule?: DateRangeRule): void {
  for (const issue of dateRangeIssues(values, today, rule)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
}

/** Adds `message` on `field` when `missing` is blank and `because` is not. */
export function requireWhen(ctx: Ctx, missing: string, because: string, field: string, message: string): void {
  if (!missing && because) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** The name rules of spec 2 (name search, legal search): last name required if first name or MI entered; first
 *  name required if MI entered. `fields` names the three criteria fields. */
export function addPartyIssues(
  ctx: Ctx,
  values: Record<string, string>,
  fields: { last: string; first: string; mi: string },
): void {
  const last = values[fields.last] ?? '';
  const first = values[fields.first] ?? '';
  const mi = values[fields.mi] ?? '';
  if (!last && first) ctx.addIssue({ code: 'custom', path: [fields.last], message: m.requiredIfFirstName });
  else requireWhen(ctx, last, mi, fields.last, m.requiredIfMi);
  requireWhen(ctx, first, mi, fields.first, m.requiredIfMi);
}
