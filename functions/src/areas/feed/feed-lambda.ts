// Entry of the scheduled Lambda that builds each county's daily feed file and the snapshots asked for (infra's
// feed-job.ts).
import { scheduledHandler } from '#src/platform/scheduled-job.ts';
import { runFeedJob } from './feed-job.ts';

export const handler = scheduledHandler(
  () => runFeedJob(),
  (r) => r.error !== undefined,
  'The feed job failed',
);
