// Where a page text job's slices run: the runner Lambda that PAGE_TEXT_RUNNER_FUNCTION names (infra's
// page-text-runner.ts sets it on the API's config Lambda, which serves the start route), or this process when there
// is none (npm start, the tests, a single server).
import type { PageTextJob } from '#src/data/app/page-text-job.ts';
import { unavailable } from '#src/platform/errors.ts';
import { invokeRunner } from './invoke-runner.ts';
import { runPageTextInProcess } from './run-in-process.ts';

export async function startPageTextRunner(county: string, job: PageTextJob): Promise<void> {
  const runner = process.env.PAGE_TEXT_RUNNER_FUNCTION;
  if (!runner) {
    void runPageTextInProcess({ county, jobId: job.jobId });
    return;
  }
  try {
    await invokeRunner(runner, { county, jobId: job.jobId, slice: job.slice });
  } catch (err) {
    // the job is saved RUNNING with nobody reading: it shows as stalled once STALE_MS has passed, and a start resumes it
    console.error(`[page-text] ${county}: the runner was not started`, err);
    throw unavailable('Page text recognition could not be started. Start it again in two minutes to resume it.');
  }
}
