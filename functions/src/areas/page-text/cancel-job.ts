// Asks a county's running page text job to stop: its slice stops at its next save (after the page under way).

import { requestCancel } from '#src/data/app/page-text-job.ts';
import { conflict } from '#src/platform/errors.ts';

export async function cancelPageTextJob(county: string, jobId: string, by: string): Promise<void> {
  if (await requestCancel(county, jobId, { by, at: new Date().toISOString() })) return;
  throw conflict('Page text recognition is not running any more. Its result is shown below.');
}
