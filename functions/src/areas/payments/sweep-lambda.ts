// Entry of the scheduled Lambda that closes expired card preauthorizations (infra's preauth-sweep.ts).
import { scheduledHandler } from '#src/platform/scheduled-job.ts';
import { countySweepFailed, sweepExpiredPreauthorizations } from './sweep.ts';

export const handler = scheduledHandler(
  () => sweepExpiredPreauthorizations(),
  countySweepFailed,
  'The sweep left expired preauthorizations open',
);
