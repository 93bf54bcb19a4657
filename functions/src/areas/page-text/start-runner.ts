// Where a page text job's slices run: the runner Lambda that PAGE_TEXT_RUNNER_FUNCTION names (infra's
// page-text-runner.ts sets it on the API's config Lambda, which serves the start route), or this process when there
// is none (npm start, the tests, a single server).
import type { PageTextJob } from '#src/data/app/page-text-job.ts';
import { invokeRunner } from './invoke-runner.ts';
import { runPageTextInProcess } from './run-in-process.ts';

export async function startPageTextRunner(county: string, job: PageTextJob): Promise<void> {
  const runner = process.env.PAGE_TEXT_RUNNER_FUNCTION;
  if (runner) await invokeRunner(runner, { county, jobId: job.jobId, slice: job.slice });
  else void runPageTextInProcess({ county, jobId: job.jobId });
}
