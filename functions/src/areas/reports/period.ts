// A report's period: its criteria's dates and times, read on the county's clock, as the UTC instants [from, to)
// that the audit keys sort by. 11:59 pm runs to the end of that minute.
import { criteriaErrors, criteriaToDate, type DateTimeCriteria, minuteOfDay } from '@portal/shared/reports/criteria';
import { todayIn, toIsoDate, toUsDate } from '@portal/shared/search/dates';
import { localMidnight } from '#src/platform/county-clock.ts';
import { badRequest } from '#src/platform/errors.ts';

export interface ReportPeriod {
  fromIso: string;
  toIso: string;
  /** '11/02/2026 12:00 AM' */
  fromText: string;
  toText: string;
}

const clock = (hour: string, minute: string, ampm: string) => `${hour}:${minute} ${ampm}`;

function instant(isoDate: string, minutesIn: number, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(localMidnight(y, m, d, timeZone).getTime() + minutesIn * 60_000);
}

/** The period, or a 400 with 5.1's messages by field. */
export function reportPeriod(c: DateTimeCriteria, timeZone: string, now = new Date()): ReportPeriod {
  const errors = criteriaErrors(c, todayIn(timeZone, now));
  const first = Object.entries(errors)[0];
  if (first) throw badRequest(`${first[0]}: ${first[1]}`, errors);
  const from = toIsoDate(c.fromDate) as string;
  const to = toIsoDate(criteriaToDate(c)) as string;
  return {
    fromIso: instant(from, minuteOfDay(c.fromHour, c.fromMinute, c.fromAmPm), timeZone).toISOString(),
    toIso: instant(to, minuteOfDay(c.toHour, c.toMinute, c.toAmPm) + 1, timeZone).toISOString(),
    fromText: `${toUsDate(from)} ${clock(c.fromHour, c.fromMinute, c.fromAmPm)}`,
    toText: `${toUsDate(to)} ${clock(c.toHour, c.toMinute, c.toAmPm)}`,
  };
}
