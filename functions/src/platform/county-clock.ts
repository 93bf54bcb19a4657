// A county's clock is its configured IANA time zone (common.timeZone, ARCHITECTURE section 4): its "today", the
// home page periods, the transaction report's days, the reports' times, the scheduled jobs and every recorded-date
// default. Never the server's zone, never guessed from the state (Indiana, Kentucky and others have two).
// The one module that reads a wall clock in a zone: every area asks it rather than making its own formatter.
import { todayIn } from '@portal/shared/search/dates';
import { getConfig } from './config.ts';

export async function countyTimeZone(county: string): Promise<string> {
  return (await getConfig(county, 'common')).timeZone;
}

/** Today's date (YYYY-MM-DD) on the county's clock. */
export async function countyToday(county: string, now = new Date()): Promise<string> {
  return todayIn(await countyTimeZone(county), now);
}

// One formatter per zone and use: making one costs more than formatting a line with it.
function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let f = cache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    cache.set(timeZone, f);
  }
  return f;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on the county's wall shows at an instant. */
export function wallClock(timeZone: string, at: Date): WallClock {
  const f = cached(partsFormats, timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p: Record<string, number> = {};
  for (const x of f.formatToParts(at)) if (x.type !== 'literal') p[x.type] = Number(x.value);
  return {
    year: p.year ?? 0,
    month: p.month ?? 1,
    day: p.day ?? 1,
    hour: p.hour ?? 0,
    minute: p.minute ?? 0,
    second: p.second ?? 0,
  };
}

/** The UTC instant of local midnight starting a local calendar day (a day past the month's end rolls over). */
export function localMidnight(y: number, m: number, d: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d);
  let at = wall;
  // Each pass corrects by the offset the zone shows at the last guess; two settle a DST change (US zones change at
  // 2 am, so a county's midnight always exists). The third changes nothing and is kept from the jobs' copy.
  for (let i = 0; i < 3; i++) {
    const p = wallClock(timeZone, new Date(at));
    at += wall - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  }
  return new Date(at);
}

/** The instant a county date (YYYY-MM-DD) begins in its zone. */
export function countyMidnight(timeZone: string, date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return localMidnight(y, m, d, timeZone);
}

export interface CountyNow {
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM */
  month: string;
  /** minutes since the county's midnight */
  minutes: number;
}

/** The county's date, month and minute of the day now (the scheduled jobs' clock). */
export function countyNow(timeZone: string, now = new Date()): CountyNow {
  const p = wallClock(timeZone, now);
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = `${p.year}-${pad(p.month)}`;
  return { date: `${month}-${pad(p.day)}`, month, minutes: p.hour * 60 + p.minute };
}

export interface Periods {
  today: string;
  month: string;
  year: string;
}

/** ISO starts of today, this month and this year in the zone (ISO strings sort like the audit keys). */
export function periodStarts(now: Date, timeZone: string): Periods {
  const { year, month, day } = wallClock(timeZone, now);
  return {
    today: localMidnight(year, month, day, timeZone).toISOString(),
    month: localMidnight(year, month, 1, timeZone).toISOString(),
    year: localMidnight(year, 1, 1, timeZone).toISOString(),
  };
}

/** A local wall-clock time as the Date exceljs writes (it stores a Date's UTC fields as the cell's time). */
export function sheetDate(iso: string, timeZone: string): Date {
  const p = wallClock(timeZone, new Date(iso));
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

const textFormats = new Map<string, Intl.DateTimeFormat>();

/** '11/25/2026, 12:13 AM' on the county's clock (the transaction report's form). */
export function dateTimeWithComma(iso: string, timeZone: string): string {
  const f = cached(textFormats, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });
  return f.format(new Date(iso));
}

/** '11/25/2026 12:13 AM' on the county's clock (the reports' form). */
export const dateTimeText = (iso: string, timeZone: string) => dateTimeWithComma(iso, timeZone).replace(', ', ' ');

/** MM/DD/YYYY (the Purge Now date picker's) as YYYY-MM-DD. */
export const isoFromUsDate = (us: string) => {
  const [mm, dd, yyyy] = us.trim().split('/');
  return `${yyyy}-${mm}-${dd}`;
};

/** "H:MM" (the renewal time) as minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.trim().split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
