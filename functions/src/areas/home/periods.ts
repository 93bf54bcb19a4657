// Today / this month / year to date as UTC instants, counted in the county's local time (its configured zone,
// platform/county-clock.ts): a county's "today" starts at its own midnight, not at UTC's.

function parts(at: Date, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return { y: p.year ?? 0, m: p.month ?? 1, d: p.day ?? 1, h: p.hour ?? 0, min: p.minute ?? 0, s: p.second ?? 0 };
}

/** The UTC instant of local midnight starting the given local calendar day. */
export function localMidnight(y: number, m: number, d: number, timeZone: string): Date {
  const guess = Date.UTC(y, m - 1, d);
  let at = guess;
  // Two passes settle the offset across a DST change.
  for (let i = 0; i < 2; i++) {
    const p = parts(new Date(at), timeZone);
    const shown = Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s);
    at = guess - (shown - at);
  }
  return new Date(at);
}

export interface Periods {
  today: string;
  month: string;
  year: string;
}

/** ISO starts of today, this month and this year in the zone (ISO strings sort like the audit keys). */
export function periodStarts(now: Date, timeZone: string): Periods {
  const { y, m, d } = parts(now, timeZone);
  return {
    today: localMidnight(y, m, d, timeZone).toISOString(),
    month: localMidnight(y, m, 1, timeZone).toISOString(),
    year: localMidnight(y, 1, 1, timeZone).toISOString(),
  };
}
