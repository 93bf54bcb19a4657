// The shared date rules of the search forms (spec 2 section 5): dates are typed MM/DD/YYYY and strictly parsed;
// each is checked against today (the county's, injected so tests and both homes agree), then the range as a whole.
// Criteria keep the typed form; queries get YYYY-MM-DD (toIsoDate).
import { searchMessages as m } from './messages.ts';

// today.ts on its own: the SPA's first page needs today without the forms' date rules and messages
export { todayIn } from './today.ts';

export const DEFAULT_FROM_DATE = '01/01/1900';

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '03/01/2024' -> '2024-03-01'; undefined unless two-digit month and day, four-digit year, and a real date. */
export function toIsoDate(text: string): string | undefined {
  const match = US_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, mm, dd, yyyy] = match as unknown as [string, string, string, string];
  const at = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real =
    at.getUTCFullYear() === Number(yyyy) && at.getUTCMonth() === Number(mm) - 1 && at.getUTCDate() === Number(dd);
  return real && Number(yyyy) >= 1000 ? `${yyyy}-${mm}-${dd}` : undefined;
}

/** '2024-03-01' -> '03/01/2024'; anything else is returned as it is. */
export function toUsDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : iso;
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

export interface DateRangeRule {
  /** the criteria field names of the two dates */
  fromField?: string;
  toField?: string;
  fromRequired?: boolean;
  /** 31: 'Date range cannot exceed a month.'; 366: 'Date range cannot exceed a year.' */
  maxDays?: 31 | 366;
}

export interface DateIssue {
  field: string;
  message: string;
}

/** The messages of a from/to pair: each date (required, format, future), then their order and span. */
export function dateRangeIssues(values: Record<string, unknown>, today: string, rule: DateRangeRule = {}): DateIssue[] {
  const fromField = rule.fromField ?? 'fromRecordedDate';
  const toField = rule.toField ?? 'toRecordedDate';
  const issues: DateIssue[] = [];
  const check = (field: string, required: boolean): string | undefined => {
    const text = typeof values[field] === 'string' ? (values[field] as string).trim() : '';
    if (!text) {
      if (required) issues.push({ field, message: m.required });
      return undefined;
    }
    const iso = toIsoDate(text);
    if (!iso) issues.push({ field, message: m.dateHint });
    else if (iso > today) issues.push({ field, message: m.futureDate });
    else return iso;
    return undefined;
  };
  const from = check(fromField, !!rule.fromRequired);
  const to = check(toField, false);
  if (!from || !to) return issues;
  const both = (message: string) => [
    { field: fromField, message },
    { field: toField, message },
  ];
  if (to < from) return both(m.invalidDateRange);
  const days = daysBetween(from, to);
  if (rule.maxDays === 31 && days > 31) return both(m.overMonth);
  if (rule.maxDays === 366 && days > 366) return both(m.overYear);
  return issues;
}
