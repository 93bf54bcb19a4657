// Date rules of the transaction report (spec 1 section 5): strict MM/DD/YYYY, no future dates, from not after to,
// at most 366 days. The search area's shared/src/dates will hold the same rules; this stays small until then.

export const dateMessages = {
  required: 'Required.',
  format: 'MM/DD/YYYY',
  future: 'Future date entered',
  range: 'Invalid date range.',
  year: 'Date range cannot exceed a year.',
} as const;

const DAY_MS = 86_400_000;
export const MAX_REPORT_DAYS = 366;

/** 'MM/DD/YYYY' -> a UTC day number, or undefined when it is not a real calendar date. */
export function parseUsDate(text: string): number | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return undefined;
  return at.getTime() / DAY_MS;
}

/** A local calendar date as MM/DD/YYYY. */
export function usDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getMonth() + 1)}/${p(d.getDate())}/${d.getFullYear()}`;
}

/** The report's default dates: one month before today to today. */
export function defaultReportDates(today = new Date()): { fromDate: string; toDate: string } {
  const from = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
  // 31 March minus a month is 3 March in Date arithmetic; keep it inside the previous month instead.
  if (from.getMonth() === today.getMonth()) from.setDate(0);
  return { fromDate: usDate(from), toDate: usDate(today) };
}

export function validateReportDates(fromDate: string, toDate: string, today = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const todayDay = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / DAY_MS;
  const from = parseUsDate(fromDate);
  const to = parseUsDate(toDate);
  if (!fromDate.trim()) errors.fromDate = dateMessages.required;
  else if (from === undefined) errors.fromDate = dateMessages.format;
  else if (from > todayDay) errors.fromDate = dateMessages.future;
  if (toDate.trim() && to === undefined) errors.toDate = dateMessages.format;
  else if (to !== undefined && to > todayDay) errors.toDate = dateMessages.future;
  if (!errors.fromDate && !errors.toDate && from !== undefined && to !== undefined) {
    if (to < from) {
      errors.fromDate = dateMessages.range;
      errors.toDate = dateMessages.range;
    } else if (to - from > MAX_REPORT_DAYS) {
      errors.fromDate = dateMessages.year;
    }
  }
  return errors;
}
