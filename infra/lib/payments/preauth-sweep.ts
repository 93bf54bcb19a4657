// The scheduled sweep of expired card preauthorizations (functions' payments/sweep-lambda.ts): every 15 minutes it
// closes each county's expired ones, capturing what was spent and releasing the rest of the hold on the card, also
// for users who never come back to do it at their next use or logout.
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { BucketRole, TableRole } from '../data/data-stores.ts';
import { portalFunction, storesEnvironment } from '../functions/portal-function.ts';
import type { CardProviderSettings } from './card-provider-settings.ts';

export interface PreauthSweepProps {
  /** the functions workspace (holds src/areas/payments/sweep-lambda.ts) */
  readonly functionsDir: string;
  readonly projectRoot: string;
  readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketRole, s3.IBucket>>;
  readonly counties: readonly string[];
  readonly cardProvider: CardProviderSettings;
  /** how often it runs (default every 15 minutes) */
  readonly every?: Duration;
  readonly bundle?: boolean;
}

export class PreauthSweep extends Construct {
  public readonly function: nodejs.NodejsFunction;
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: PreauthSweepProps) {
    super(scope, id);
    const every = props.every ?? Duration.minutes(15);
    this.function = portalFunction(this, 'Sweep', {
      description: 'Portal: close expired card preauthorizations',
      entry: join(props.functionsDir, 'src', 'areas', 'payments', 'sweep-lambda.ts'),
      projectRoot: props.projectRoot,
      environment: storesEnvironment(props),
      // well inside the interval, so two runs never overlap
      timeout: Duration.minutes(5),
      // the next scheduled run is the retry
      retryAttempts: 0,
      bundle: props.bundle,
    });
    // counties, preauthorizations (app); captures, releases and their audit entries (ledger)
    props.tables.app.grantReadWriteData(this.function);
    props.tables.ledger.grantReadWriteData(this.function);
    props.cardProvider.grantUse(this.function);

    this.rule = new events.Rule(this, 'Schedule', {
      description: 'Close expired card preauthorizations',
      schedule: events.Schedule.rate(every),
      targets: [new targets.LambdaFunction(this.function)],
    });
  }
}
