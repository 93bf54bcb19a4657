// The feed's scheduled job (infra's FeedJob, every 30 minutes; npm start's scheduled-jobs.ts): for each county, once
// its day has ended on its own clock, that day's file is built (the first run after the county's midnight builds it;
// a day of the last week with no file, missed while the job could not run, is built late, oldest first), and a
// snapshot asked for is built and the request answered.
import { clearSnapshotRequest, getDayFile, snapshotRequested } from '#src/data/records/feed-files.ts';
import { countyNow, countyTimeZone } from '#src/platform/county-clock.ts';
import { forEachCounty } from '#src/platform/scheduled-job.ts';
import { buildDayFile } from './build-day-file.ts';
import { buildSnapshot } from './build-snapshot.ts';

export interface FeedJobReport {
  county: string;
  /** the days built now, oldest first, with their documents */
  built: Array<{ day: string; documents: number }>;
  snapshot?: { documents: number };
  error?: string;
}

/** Days looked back over: a day missed while the job could not run (an outage, a failing county) is built late. */
export const CATCH_UP_DAYS = 7;

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export async function runFeedForCounty(county: string, now = new Date()): Promise<FeedJobReport> {
  const report: FeedJobReport = { county, built: [] };
  const today = countyNow(await countyTimeZone(county), now).date;
  const days: string[] = [];
  for (let day = dayBefore(today); days.length < CATCH_UP_DAYS; day = dayBefore(day)) days.unshift(day);
  for (const day of days) {
    if (await getDayFile(county, day)) continue;
    const built = await buildDayFile(county, day, now);
    report.built.push({ day, documents: built.documents });
  }
  const requestedAt = await snapshotRequested(county);
  if (requestedAt) {
    const snap = await buildSnapshot(county, today, now);
    await clearSnapshotRequest(county, requestedAt);
    report.snapshot = { documents: snap.documents };
  }
  return report;
}

export const runFeedJob = (only?: readonly string[], now = new Date()) =>
  forEachCounty<FeedJobReport>(
    'feed',
    (county) => runFeedForCounty(county, now),
    (county, error) => ({ county, built: [], error }),
    only,
  );
