// The scheduled sweep of expired card preauthorizations (sweep-lambda.ts, run by an EventBridge schedule). Without it
// an expired preauthorization is closed only at the user's next use or logout, and its unspent part stays held on
// the card until the provider drops the authorization.
import { emitOperationsMetric, operationsMetrics } from '#src/platform/operations-metric.ts';
import { forEachCounty } from '#src/platform/scheduled-job.ts';
import { closeExpiredPreauthorizations } from './preauth.ts';

export interface CountySweep {
  county: string;
  closed: number;
  /** preauthorizations that could not be closed; the next sweep tries them again */
  failed: number;
  /** the county could not be swept at all */
  error?: string;
}

/** Closes every county's expired preauthorizations, one county after another; a county's failure stops no other. */
export async function sweepExpiredPreauthorizations(now = new Date()): Promise<CountySweep[]> {
  const report = await forEachCounty(
    'payments sweep',
    async (county): Promise<CountySweep> => ({ county, ...(await closeExpiredPreauthorizations(county, now)) }),
    (county, error): CountySweep => ({ county, closed: 0, failed: 0, error }),
  );
  // every county every run, 0 when all went well: the vendor's alarm sees a failure, and the sweep running at all
  for (const r of report) emitOperationsMetric(r.county, operationsMetrics.sweepFailures, r.failed + (r.error ? 1 : 0));
  const total = (key: 'closed' | 'failed') => report.reduce((sum, r) => sum + r[key], 0);
  console.log(
    JSON.stringify({
      sweep: 'expiredPreauthorizations',
      counties: report.length,
      closed: total('closed'),
      failed: total('failed'),
      byCounty: report.filter((r) => r.closed || r.failed || r.error),
    }),
  );
  return report;
}

/** True when part of a county's sweep failed. */
export const countySweepFailed = (r: CountySweep) => r.failed > 0 || !!r.error;
