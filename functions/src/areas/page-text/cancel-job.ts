// Asks a county's running page text job to stop: its slice stops at its next save (after the page under way).
import { conflict } from '#src/platform/errors.ts';
import { requestCancel } from './job-store.ts';

export async function cancelPageTextJob(county: string, jobId: string, by: string): Promise<void> {
  if (await requestCancel(county, jobId, { by, at: new Date().toISOString() })) return;
  throw conflict('Page text recognition is not running any more. Its result is shown below.');
}
