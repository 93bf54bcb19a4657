// What the Technical page shows of a job: the record without its working state, and whether it stalled.
import type { PageTextJobView } from '@portal/shared/page-text/page-text-job';
import { type PageTextJob, STALE_MS } from '#src/data/app/page-text-job.ts';

export function jobView(job: PageTextJob): PageTextJobView {
  const { cursor: _c, slice: _s, ...view } = job;
  return { ...view, stalled: job.state === 'RUNNING' && Date.parse(job.updatedAt) < Date.now() - STALE_MS };
}
