// The scheduled sweep of expired card preauthorizations (functions' payments/sweep-lambda.ts): every 15 minutes it
// closes each county's expired ones, capturing what was spent and releasing the rest of the hold on the card, also
// for users who never come back to do it at their next use or logout.
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AreaFunctionProps } from '../functions/area-function.ts';
import { ScheduledJob } from '../functions/scheduled-job.ts';
import type { CardProviderSettings } from './card-provider-settings.ts';

export interface PreauthSweepProps extends AreaFunctionProps {
  readonly cardProvider: CardProviderSettings;
  /** how often it runs (default every 15 minutes) */
  readonly every?: Duration;
}

/** Reads and writes counties, preauthorizations (app); captures, releases and their audit entries (ledger). */
export class PreauthSweep extends ScheduledJob {
  constructor(scope: Construct, id: string, props: PreauthSweepProps) {
    super(scope, id, props, {
      id: 'Sweep',
      description: 'Portal: close expired card preauthorizations',
      area: 'payments',
      file: 'sweep-lambda.ts',
      timeout: Duration.minutes(5),
      every: props.every ?? Duration.minutes(15),
      ruleDescription: 'Close expired card preauthorizations',
    });
    props.cardProvider.grantUse(this.function);
  }
}
