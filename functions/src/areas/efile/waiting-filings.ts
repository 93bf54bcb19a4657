// How many of a county's submitted e-filings still wait for its decision (Accept or Reject) more than a day after
// they were submitted, reported as a metric for the vendor's alarm (infra/lib/monitoring): a queue nobody works,
// or a county that does not know filings arrive. Run by the maintenance schedule (maintenance/jobs.ts).
// One Query of the SUBMITTED filings up to the day of the cut-off on the county's clock (newest first, bounded),
// then those of that day submitted after the cut-off are left out: past the Limit the count says "at least".
import { listFilings } from '#src/data/app/efile.ts';
import { countyToday } from '#src/platform/county-clock.ts';
import { emitOperationsMetric, operationsMetrics } from '#src/platform/operations-metric.ts';

const DAY_MS = 86_400_000;
export const WAITING_LIMIT = 200;

/** Counts and reports the filings waiting over a day; answers the count. */
export async function reportWaitingFilings(county: string, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DAY_MS);
  const filings = await listFilings(county, {
    status: 'SUBMITTED',
    from: '0000',
    to: await countyToday(county, cutoff),
    limit: WAITING_LIMIT,
  });
  const waiting = filings.filter((f) => f.submittedAt < cutoff.toISOString()).length;
  emitOperationsMetric(county, operationsMetrics.filingsWaiting, waiting);
  return waiting;
}
