// The county's wall clock for the scheduled jobs: its date, month and minute of the day now, and the instant a county
// day starts (a purge date is a county date). The zone is common.timeZone (platform/county-clock.ts).
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

export interface CountyNow {
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM */
  month: string;
  /** minutes since the county's midnight */
  minutes: number;
}

function parts(timeZone: string, at: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of format(timeZone).formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

export function countyNow(timeZone: string, now = new Date()): CountyNow {
  const p = parts(timeZone, now);
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  const month = `${p.year}-${pad(p.month)}`;
  return { date: `${month}-${pad(p.day)}`, month, minutes: (p.hour ?? 0) * 60 + (p.minute ?? 0) };
}

/** The instant a county date (YYYY-MM-DD) begins in its zone. */
export function countyMidnight(timeZone: string, date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const p = parts(timeZone, new Date(guess));
    const shown = Date.UTC(p.year ?? y, (p.month ?? m) - 1, p.day ?? d, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
    guess += wall - shown;
  }
  return new Date(guess);
}

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
