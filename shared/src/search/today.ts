// Today on a county's clock, apart from the date rules of dates.ts (which re-exports it), so the SPA's first page
// can ask for it without loading the search forms' messages.

// Making a DateTimeFormat costs far more than using one; a server asks for today on every search.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) on the clock of a time zone (the county's), or the local one. */
export function todayIn(timeZone?: string, now = new Date()): string {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(key, format);
  }
  return format.format(now);
}
