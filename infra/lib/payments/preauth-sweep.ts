// The scheduled sweep of expired card preauthorizations (functions' payments/sweep-lambda.ts): every 15 minutes it
// closes each county's expired ones, capturing what was spent and releasing the rest of the hold on the card, also
// for users who never come back to do it at their next use or logout.
import { Duration } from 'aws-cdk-lib';
import type * as events from 'aws-cdk-lib/aws-events';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { type AreaFunctionProps, scheduledJob } from '../functions/area-function.ts';
import type { CardProviderSettings } from './card-provider-settings.ts';

export interface PreauthSweepProps extends AreaFunctionProps {
  readonly cardProvider: CardProviderSettings;
  /** how often it runs (default every 15 minutes) */
  readonly every?: Duration;
}

export class PreauthSweep extends Construct {
  public readonly function: nodejs.NodejsFunction;
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: PreauthSweepProps) {
    super(scope, id);
    const job = scheduledJob(this, 'Sweep', props, {
      description: 'Portal: close expired card preauthorizations',
      area: 'payments',
      file: 'sweep-lambda.ts',
      timeout: Duration.minutes(5),
      every: props.every ?? Duration.minutes(15),
      ruleDescription: 'Close expired card preauthorizations',
    });
    this.function = job.function;
    this.rule = job.rule;
    // counties, preauthorizations (app); captures, releases and their audit entries (ledger)
    props.tables.app.grantReadWriteData(this.function);
    props.tables.ledger.grantReadWriteData(this.function);
    props.cardProvider.grantUse(this.function);
  }
}
