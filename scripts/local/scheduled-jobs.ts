// npm start's stand-in for the cloud's EventBridge rules (infra's ScheduledJob: MaintenanceJobs every 10 minutes,
// PreauthSweep every 15, MonthlyStatements every hour, FeedJob every 30 minutes): each scheduled job's own Lambda entry (its scheduledHandler,
// platform/scheduled-job.ts), on a timer of its own: the maintenance jobs every minute (a purge or a renewal shows
// while one watches), the sweep every 15 minutes, the monthly statements every hour and the index feed every 30 minutes as in the cloud;
// MAINTENANCE_EVERY_MS, PREAUTH_SWEEP_EVERY_MS, MONTHLY_STATEMENTS_EVERY_MS and FEED_EVERY_MS change that (0 turns one off). A
// job's run never starts while its previous run is still going; a failed run is logged and the next one tries again,
// as the cloud's next invocation does.
import { handler as feed } from '../../functions/src/areas/feed/feed-lambda.ts';
import { handler as maintenance } from '../../functions/src/areas/maintenance/maintenance-lambda.ts';
import { handler as monthlyStatements } from '../../functions/src/areas/money-alerts/statements-lambda.ts';
import { handler as preauthSweep } from '../../functions/src/areas/payments/sweep-lambda.ts';

export interface LocalJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

const every = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The jobs the cloud schedules, at the local pace. */
export const localJobs = (): LocalJob[] => [
  { name: 'maintenance', everyMs: every('MAINTENANCE_EVERY_MS', 60_000), run: maintenance },
  { name: 'preauth sweep', everyMs: every('PREAUTH_SWEEP_EVERY_MS', 15 * 60_000), run: preauthSweep },
  { name: 'monthly statements', everyMs: every('MONTHLY_STATEMENTS_EVERY_MS', 60 * 60_000), run: monthlyStatements },
  { name: 'index feed', everyMs: every('FEED_EVERY_MS', 30 * 60_000), run: feed },
];

/**
 * Starts a timer per job; `onRun` hears each finished run (its error, when it failed). Answers a function that
 * stops every timer.
 */
export function startScheduledJobs(
  jobs = localJobs(),
  onRun: (job: string, error?: unknown) => void = () => {},
): () => void {
  const timers = jobs
    .filter((job) => Number.isFinite(job.everyMs) && job.everyMs > 0)
    .map((job) => {
      let running = false;
      const tick = async () => {
        if (running) return;
        running = true;
        try {
          await job.run();
          onRun(job.name);
        } catch (err) {
          console.error(`[${job.name}] the local run failed`, err);
          onRun(job.name, err);
        } finally {
          running = false;
        }
      };
      const timer = setInterval(tick, job.everyMs);
      timer.unref();
      return timer;
    });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
