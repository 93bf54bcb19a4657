// Dates and recording times. A day is a day number (days since 1970-01-01, UTC), a moment is a minute number
// (day * 1440 + minute of the day), so times compare as numbers and print as the import format wants them.
import type { Random } from './random.ts';

export const MINUTES_PER_DAY = 1440;
/** The last recording day of the demo counties: a fixed date, so a run does not depend on today's date. */
export const LAST_DAY = dayNumber(2026, 10, 30);
/** The recorder's office hours: 8:00 to 16:30. */
const OPEN = 8 * 60;
const OPEN_MINUTES = 8 * 60 + 30;

export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

const dayStrings = new Map<number, string>();

/** 'YYYY-MM-DD' */
export function dayString(day: number): string {
  let s = dayStrings.get(day);
  if (s === undefined) {
    s = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (dayStrings.size > 50_000) dayStrings.clear();
    dayStrings.set(day, s);
  }
  return s;
}

export const yearOf = (day: number) => Number(dayString(day).slice(0, 4));

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM-DDTHH:mm' */
export function dateTimeString(moment: number): string {
  const day = Math.floor(moment / MINUTES_PER_DAY);
  const minute = moment - day * MINUTES_PER_DAY;
  return `${dayString(day)}T${two(Math.floor(minute / 60))}:${two(minute % 60)}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'March 5, 2024' */
export function longDate(day: number): string {
  const [y, m, d] = dayString(day).split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** 'MAR 05 2024 10:42 AM' as a recorder's stamp prints it */
export function stampDateTime(moment: number): string {
  const day = Math.floor(moment / MINUTES_PER_DAY);
  const minute = moment - day * MINUTES_PER_DAY;
  const [y, m, d] = dayString(day).split('-');
  const h = Math.floor(minute / 60);
  const month = MONTHS[Number(m) - 1]!.slice(0, 3).toUpperCase();
  return `${month} ${d} ${y} ${two(((h + 11) % 12) + 1)}:${two(minute % 60)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Weekdays of a year up to `lastDay`, without New Year's Day, Independence Day and Christmas. */
export function businessDays(year: number, lastDay = LAST_DAY): number[] {
  const out: number[] = [];
  const closed = new Set([dayNumber(year, 1, 1), dayNumber(year, 7, 4), dayNumber(year, 12, 25)]);
  for (let day = dayNumber(year, 1, 1); day <= Math.min(dayNumber(year, 12, 31), lastDay); day++) {
    const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday (4)
    if (weekday !== 0 && weekday !== 6 && !closed.has(day)) out.push(day);
  }
  return out;
}

/** `count` recording moments in a year, in order, during office hours. */
export function recordingMoments(rng: Random, year: number, count: number, lastDay = LAST_DAY): Float64Array {
  const days = businessDays(year, lastDay);
  const span = days.length * OPEN_MINUTES;
  const u = new Float64Array(count);
  for (let i = 0; i < count; i++) u[i] = Math.floor(rng.next() * span);
  u.sort();
  for (let i = 0; i < count; i++) {
    const x = u[i] as number;
    const d = Math.floor(x / OPEN_MINUTES);
    u[i] = (days[d] as number) * MINUTES_PER_DAY + OPEN + (x - d * OPEN_MINUTES);
  }
  return u;
}

/** Splits `total` over the years by weight (largest remainders), so the counts add up exactly. */
export function splitByWeight(total: number, weights: ReadonlyArray<readonly [number, number]>): Map<number, number> {
  const sum = weights.reduce((s, [, w]) => s + w, 0);
  const shares = weights.map(([year, w]) => ({ year, exact: (total * w) / sum }));
  const out = new Map(shares.map((s) => [s.year, Math.floor(s.exact)]));
  let left = total - [...out.values()].reduce((a, b) => a + b, 0);
  const byRemainder = [...shares].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)));
  for (const s of byRemainder) {
    if (left <= 0) break;
    out.set(s.year, (out.get(s.year) as number) + 1);
    left -= 1;
  }
  return out;
}

/** A value from a table of [year, value] points, linear between them. */
export function interpolate(points: ReadonlyArray<readonly [number, number]>, year: number): number {
  const first = points[0] as readonly [number, number];
  if (year <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const [y1, v1] = points[i] as readonly [number, number];
    const [y0, v0] = points[i - 1] as readonly [number, number];
    if (year <= y1) return v0 + ((v1 - v0) * (year - y0)) / (y1 - y0);
  }
  return (points.at(-1) as readonly [number, number])[1];
}
