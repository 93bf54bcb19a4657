// Dates and times shown to the reader in their language's format. Input stays MM/DD/YYYY (spec 1 section 5);
// this is for display only. Calendar dates (YYYY-MM-DD, no time of day) are formatted in UTC so that a date is
// never shifted to the day before by the reader's time zone.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-11-20' or a Date -> '11/20/2026' (en-US), '2026/11/20' (ja-JP), '20.11.2026' (ru-RU). */
export function formatDate(value: string | Date, locale = 'en-US'): string {
  const at = toDate(value);
  if (!at) return typeof value === 'string' ? value : '';
  const calendarDate = typeof value === 'string' && ISO_DATE.test(value);
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(calendarDate ? { timeZone: 'UTC' } : {}),
  }).format(at);
}

/** An instant -> date and time of day, e.g. '11/20/2026, 3:05 PM' (en-US). */
export function formatDateTime(value: string | Date, locale = 'en-US', timeZone?: string): string {
  const at = toDate(value);
  if (!at) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(at);
}

/** A long date for headings: 'November 20, 2026' (en-US), '2026年11月20日' (ja-JP). */
export function formatLongDate(value: string | Date, locale = 'en-US'): string {
  const at = toDate(value);
  if (!at) return typeof value === 'string' ? value : '';
  const calendarDate = typeof value === 'string' && ISO_DATE.test(value);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    ...(calendarDate ? { timeZone: 'UTC' } : {}),
  }).format(at);
}

function toDate(value: string | Date): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  const m = ISO_DATE.exec(value);
  const at = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

// Intl lists each zone once under its canonical name (Node 20: 'America/Indianapolis' for the IANA
// 'America/Indiana/Indianapolis'); a zone is known when it or the name Intl resolves it to is listed.
let knownZones: Set<string> | undefined;

/** An IANA time zone this runtime knows, e.g. 'America/Chicago', 'America/Indiana/Indianapolis', 'Pacific/Guam'. */
export function isTimeZone(zone: string): boolean {
  knownZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (knownZones.has(zone)) return true;
  // Area/Location only: Intl also takes abbreviations such as 'CST', which name no county's rules.
  if (!zone.includes('/')) return false;
  try {
    return knownZones.has(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

export const unknownTimeZone = 'Unknown time zone: use an IANA name such as America/Chicago.';
