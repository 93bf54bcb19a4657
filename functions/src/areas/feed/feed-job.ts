// The feed's scheduled job (infra's FeedJob, hourly; npm start's scheduled-jobs.ts): for each county, once its day
// has ended on its own clock, yesterday's file is built (the first run after the county's midnight builds it; a
// failed run is tried again by the next), and a snapshot asked for is built and the request answered.
import { clearSnapshotRequest, getDayFile, snapshotRequested } from '#src/data/records/feed-files.ts';
import { countyNow, countyTimeZone } from '#src/platform/county-clock.ts';
import { forEachCounty } from '#src/platform/scheduled-job.ts';
import { buildDayFile } from './build-day-file.ts';
import { buildSnapshot } from './build-snapshot.ts';

export interface FeedJobReport {
  county: string;
  /** the day built now, with its documents */
  built?: { day: string; documents: number };
  snapshot?: { documents: number };
  error?: string;
}

/** The day before a YYYY-MM-DD day. */
export const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export async function runFeedForCounty(county: string, now = new Date()): Promise<FeedJobReport> {
  const report: FeedJobReport = { county };
  const today = countyNow(await countyTimeZone(county), now).date;
  const yesterday = dayBefore(today);
  if (!(await getDayFile(county, yesterday))) {
    const built = await buildDayFile(county, yesterday, now);
    report.built = { day: yesterday, documents: built.documents };
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
    (county, error) => ({ county, error }),
    only,
  );
