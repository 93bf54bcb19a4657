// The monthly renewal job of a county (billingSchedule): due from the renewal day and time on the county's clock
// while automatic billing is on, or at once when Run Billing asks. Phase 1 (mark) runs once a month; phase 2
// (charge) runs after it on every run of that month until it has finished, so a job that died between the phases
// completes on the next run. The two lastRan fields show when each phase last finished (county time).
import type { ConfigGroup } from '@portal/shared/config/groups';
import { audit } from '#src/platform/audit.ts';
import { getConfig, putConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { type CountyNow, countyNow, countyTimeZone, minutesOf } from '#src/platform/county-clock.ts';
import { chargeRenewals, markRenewals } from './renewal.ts';

export interface BillingRun {
  /** false when it was not due */
  ran: boolean;
  month: string;
  marked: number;
  charged: number;
  insufficient: string[];
}

type Schedule = ConfigGroup<'billingSchedule'>;

const stamp = (now: CountyNow) =>
  `${now.date} ${String(Math.floor(now.minutes / 60)).padStart(2, '0')}:${String(now.minutes % 60).padStart(2, '0')}`;
/** The month a lastRan stamp (YYYY-MM-DD HH:MM) belongs to. */
const monthOf = (lastRan: string) => (/^\d{4}-\d{2}/.test(lastRan) ? lastRan.slice(0, 7) : '');

export function billingDue(schedule: Schedule, now: CountyNow): boolean {
  if (!schedule.automaticBilling) return false;
  if (monthOf(schedule.lastRanMonthlyRenewalJobPhase2) === now.month) return false;
  const day = Number(now.date.slice(8, 10));
  return day > schedule.renewalDay || (day === schedule.renewalDay && now.minutes >= minutesOf(schedule.renewalTime));
}

export async function runBilling(
  county: string,
  by: SessionUser,
  options: { now?: Date; force?: boolean } = {},
): Promise<BillingRun> {
  const now = countyNow(await countyTimeZone(county), options.now);
  const schedule = await getConfig(county, 'billingSchedule');
  const run: BillingRun = { ran: false, month: now.month, marked: 0, charged: 0, insufficient: [] };
  if (!options.force && !billingDue(schedule, now)) return run;
  run.ran = true;

  let saved: Schedule = schedule;
  const record = async (fields: Partial<Schedule>) => {
    saved = { ...(await getConfig(county, 'billingSchedule')), ...fields };
    await putConfig(county, 'billingSchedule', saved);
  };
  if (options.force || monthOf(schedule.lastRanMonthlyRenewalJobPhase1) !== now.month) {
    run.marked = await markRenewals(county, now.month);
    await record({ lastRanMonthlyRenewalJobPhase1: stamp(now) });
  }
  const charged = await chargeRenewals(county, now.month, by);
  run.charged = charged.charged;
  run.insufficient = charged.insufficient;
  await record({ lastRanMonthlyRenewalJobPhase2: stamp(now) });
  await audit({
    county,
    type: 'MONTHLY_RENEWAL_JOB',
    userId: by.userId,
    username: by.username,
    dataSource: options.force ? 'FIVE' : 'SCHEDULE',
    info:
      `Monthly renewal ${now.month}: ${run.marked} marked, ${run.charged} charged` +
      (run.insufficient.length ? `, ${run.insufficient.length} short of funds` : ''),
  });
  return run;
}
