// POST controlPanel/countyConfig/runBilling charges every account due this month, so it runs only on an explicit
// confirmation in the body beside the Schedule form's fields (issue 29: a body of {} ran it).
import { z } from 'zod';
import { configMessages as m } from './messages.ts';

export const runBillingConfirmSchema = z.object({ confirm: z.literal(true, { error: m.runBillingConfirm }) });
