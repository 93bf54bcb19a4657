// npm start's stand-in for the cloud's EventBridge rule (infra/lib/maintenance): runs the same job function,
// every county's due purges and monthly renewal, on a timer (MAINTENANCE_EVERY_MS, default a minute; 0 turns it
// off). A run never starts while the previous one is still going. Answers a function that stops the timer.
import { runAllCountyJobs } from '../../functions/src/areas/maintenance/jobs.ts';

export function startMaintenanceTimer(everyMs = Number(process.env.MAINTENANCE_EVERY_MS ?? 60_000)): () => void {
  if (!Number.isFinite(everyMs) || everyMs <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runAllCountyJobs();
    } catch (err) {
      console.error('[maintenance] the local run failed', err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
