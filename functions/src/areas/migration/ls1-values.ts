// LS1's values as the driver gives them (numeric and bigint as strings, dates as Date, flags as booleans or Y/N),
// read into ours with zod; a row whose value cannot be read is refused with the column and why.
import { stateCodes } from '@portal/shared/auth/states';
import { z } from 'zod';

/** trimmed text, NULL read as ''; longer than max is refused rather than cut */
export const text = (max: number) =>
  z
    .union([z.string(), z.null(), z.undefined()])
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= max, `longer than ${max} characters`);

export const requiredText = (max: number) => text(max).refine((v) => v.length > 0, 'missing');

/** 1, true, 'Y', 'T', 'yes' ... as true; NULL as the default */
export const flag = (fallback: boolean) =>
  z.union([z.boolean(), z.string(), z.number(), z.null(), z.undefined()]).transform((v) => {
    if (v === null || v === undefined || v === '') return fallback;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'number') return v !== 0;
    return /^(y|yes|t|true|1)$/i.test(v.trim());
  });

/** dollars (numeric, as string or number) to whole cents; NULL as 0 */
export const cents = z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((v, ctx) => {
  if (v === null || v === undefined || v === '') return 0;
  const n = typeof v === 'number' ? v : Number(v.trim());
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: `not a number (${String(v).slice(0, 20)})` });
    return z.NEVER;
  }
  return Math.round(n * 100);
});

export const wholeNumber = (min: number, max: number) =>
  z
    .union([z.string(), z.number(), z.null(), z.undefined()])
    .transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v)))
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, `not a whole number from ${min} to ${max}`);

/** a key column: integer as number or string */
export const key = z
  .union([z.string(), z.number()], { error: 'missing key' })
  .transform((v) => String(v).trim())
  .refine((v) => /^-?\d{1,19}$/.test(v), 'not an integer key');

/** a timestamp (Date or ISO text) as ISO; NULL allowed where optional */
export const instant = z.union([z.date(), z.string()], { error: 'missing' }).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v.trim().replace(' ', 'T'));
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'not a date and time' });
    return z.NEVER;
  }
  return d.toISOString();
});
export const optionalInstant = z.union([instant, z.null(), z.undefined()]).transform((v) => v ?? undefined);

/** a code column read through a table of LS1 code to ours */
export const code = <T extends string>(table: Record<string, T>, fallback?: T) =>
  z.union([z.string(), z.null(), z.undefined()]).transform((v, ctx) => {
    const k = (v ?? '').trim().toUpperCase();
    if (!k && fallback) return fallback;
    const found = table[k];
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `unknown code '${k.slice(0, 20)}'` });
      return z.NEVER;
    }
    return found;
  });

export const state = text(2)
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || stateCodes.has(v), 'not a US state or territory code');

/** The first problem of a row, as the refused-rows report shows it: 'column: why'. */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'row'}: ${issue.message}` : 'unreadable row';
}
