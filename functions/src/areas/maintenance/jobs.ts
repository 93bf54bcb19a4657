// Every county's due maintenance jobs, run by the schedule (maintenance-lambda.ts in the cloud, the local server's
// timer in npm start): the user purge and the audit log purge once a county day while their schedule is on, and the
// monthly renewal when due. Counties run one after another (platform/scheduled-job.ts forEachCounty); a county's
// failure stops no other county, and a job's failure no other job of its county (each is tried again next run).

import { reportWaitingFilings } from '#src/areas/efile/index.ts';
import { getJobState, type JobName, putJobDone } from '#src/data/app/maintenance.ts';
import { getConfig } from '#src/platform/config.ts';
import { countyNow, countyTimeZone } from '#src/platform/county-clock.ts';
import { forEachCounty } from '#src/platform/scheduled-job.ts';
import { type BillingRun, runBilling } from './billing.ts';
import { purgeAuditBefore } from './purge-audit.ts';
import { purgeInactiveCardUsers } from './purge-users.ts';
import { scheduler } from './scheduler.ts';

const DAY_MS = 86_400_000;

export interface CountyJobs {
  county: string;
  usersPurged?: number;
  auditPurged?: number;
  billing?: BillingRun;
  errors: string[];
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A purge schedule's run: once a county day, cut-off `days` before now; 0 days (the default) purges nothing. */
async function scheduledPurge(
  county: string,
  job: JobName,
  schedule: { automaticPurge: boolean; automaticPurgeAfterDays: number },
  now: Date,
  today: string,
  purge: (before: Date, why: string) => Promise<number>,
): Promise<number | undefined> {
  if (!schedule.automaticPurge || schedule.automaticPurgeAfterDays < 1) return undefined;
  if ((await getJobState(county, job)).lastDay === today) return undefined;
  const days = schedule.automaticPurgeAfterDays;
  const count = await purge(new Date(now.getTime() - days * DAY_MS), `scheduled, after ${days} days`);
  await putJobDone(county, job, today, count);
  return count;
}

export async function runCountyJobs(county: string, now = new Date()): Promise<CountyJobs> {
  const report: CountyJobs = { county, errors: [] };
  const today = countyNow(await countyTimeZone(county), now).date;
  const attempt = async (name: string, job: () => Promise<void>) => {
    try {
      await job();
    } catch (err) {
      console.error(`[maintenance] ${name} of ${county}`, err);
      report.errors.push(`${name}: ${message(err)}`);
    }
  };
  await attempt('user purge', async () => {
    const schedule = await getConfig(county, 'userPurgeSchedule');
    const n = await scheduledPurge(county, 'USER_PURGE', schedule, now, today, (before, why) =>
      purgeInactiveCardUsers(county, scheduler, before, why),
    );
    if (n !== undefined) report.usersPurged = n;
  });
  await attempt('audit log purge', async () => {
    const schedule = await getConfig(county, 'auditLogPurgeSchedule');
    // the user purge reads last sign-ins from the log: keep the LOGIN entries it still looks at
    const users = await getConfig(county, 'userPurgeSchedule');
    const keepLogins =
      users.automaticPurge && users.automaticPurgeAfterDays >= 1
        ? new Date(now.getTime() - users.automaticPurgeAfterDays * DAY_MS)
        : undefined;
    const n = await scheduledPurge(county, 'AUDIT_PURGE', schedule, now, today, (before, why) =>
      purgeAuditBefore(county, scheduler, before, why, keepLogins),
    );
    if (n !== undefined) report.auditPurged = n;
  });
  await attempt('monthly renewal', async () => {
    const billing = await runBilling(county, scheduler, { now });
    if (billing.ran) report.billing = billing;
  });
  // the e-filings waiting on the county, for the vendor's alarm (infra/lib/monitoring)
  await attempt('waiting e-filings', async () => {
    await reportWaitingFilings(county, now);
  });
  return report;
}

/** Runs every county's due jobs, or those named; one report per county. */
export async function runAllCountyJobs(now = new Date(), only?: readonly string[]): Promise<CountyJobs[]> {
  const reports = await forEachCounty(
    'maintenance',
    (county) => runCountyJobs(county, now),
    (county, error): CountyJobs => ({ county, errors: [error] }),
    only,
  );
  // a line only when a county had something done or failed: npm start runs this every minute, and the Lambda's
  // own START/END lines already show that an idle run happened
  const busy = reports.filter((r) => r.usersPurged || r.auditPurged || r.billing || r.errors.length);
  if (busy.length) console.log(JSON.stringify({ job: 'maintenance', counties: reports.length, byCounty: busy }));
  return reports;
}

/** True when part of a county's jobs failed. */
export const countyJobsFailed = (r: CountyJobs) => r.errors.length > 0;
/** True when part of a run failed. */
export const jobsFailed = (reports: readonly CountyJobs[]) => reports.some(countyJobsFailed);
