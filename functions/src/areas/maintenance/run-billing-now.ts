// POST controlPanel/countyConfig/runBilling: saves the Schedule form (as its own POST does, audited), then runs the
// monthly renewal's two phases for the county's current month at once; answers the schedule with its lastRan fields.
// Nothing is saved or run without `confirm: true` (shared/config/run-billing.ts).
import { runBillingConfirmSchema } from '@portal/shared/config/run-billing';
import type { SessionUser } from '#src/platform/context.ts';
import { parseOr400 } from '#src/platform/validate.ts';
import { runBilling } from './billing.ts';

export type SaveSchedule = (body: unknown) => Promise<unknown>;

export async function runBillingNow(county: string, by: SessionUser, save: SaveSchedule, body: unknown) {
  parseOr400(runBillingConfirmSchema, body);
  const { confirm: _confirm, ...form } = body as Record<string, unknown>;
  await save(form);
  const run = await runBilling(county, by, { force: true });
  const short = run.insufficient.length
    ? ` ${run.insufficient.length} could not pay: ${run.insufficient.join(', ')}.`
    : '';
  return `Monthly renewal for ${run.month}: ${run.charged} account(s) charged.${short}`;
}
