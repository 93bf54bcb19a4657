// Entry of the scheduled Lambda that runs every county's due maintenance jobs (infra's maintenance-jobs.ts).
import { scheduledHandler } from '#src/platform/scheduled-job.ts';
import { countyJobsFailed, runAllCountyJobs } from './jobs.ts';

export const handler = scheduledHandler(() => runAllCountyJobs(), countyJobsFailed, 'Maintenance jobs failed');
