// The scheduled maintenance jobs (functions' maintenance/maintenance-lambda.ts): every 10 minutes it runs each
// county's due jobs, the inactive credit card user purge and the audit log purge (once a county day) and the monthly
// renewal (from the renewal day and time on). The jobs are idempotent, so an overlapping or repeated run is harmless.
// It also lets the config Lambda read the API metrics for the performance monitoring page.
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { BucketRole, TableRole } from '../data/data-stores.ts';
import { portalFunction, storesEnvironment } from '../functions/portal-function.ts';

export interface MaintenanceJobsProps {
  /** the functions workspace (holds src/areas/maintenance/maintenance-lambda.ts) */
  readonly functionsDir: string;
  readonly projectRoot: string;
  readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  readonly buckets: Readonly<Record<BucketRole, s3.IBucket>>;
  readonly counties: readonly string[];
  /** the API's Lambdas by area: the config one answers the performance monitoring page */
  readonly apiFunctions: Readonly<Record<string, lambda.IFunction>>;
  /** how often it runs (default every 10 minutes) */
  readonly every?: Duration;
  readonly bundle?: boolean;
}

/** What reading the API metrics takes: neither action has a resource to scope it to. */
export const metricsReadActions = ['cloudwatch:GetMetricData', 'cloudwatch:ListMetrics'];

export class MaintenanceJobs extends Construct {
  public readonly function: nodejs.NodejsFunction;
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: MaintenanceJobsProps) {
    super(scope, id);
    const every = props.every ?? Duration.minutes(10);
    this.function = portalFunction(this, 'Jobs', {
      description: 'Portal: purge inactive card users and old audit entries, run the monthly renewal',
      entry: join(props.functionsDir, 'src', 'areas', 'maintenance', 'maintenance-lambda.ts'),
      projectRoot: props.projectRoot,
      environment: storesEnvironment(props),
      timeout: Duration.minutes(8),
      // the next scheduled run is the retry
      retryAttempts: 0,
      bundle: props.bundle,
    });
    // counties, configuration, users, accounts, sessions (app); audit entries and renewals (ledger)
    props.tables.app.grantReadWriteData(this.function);
    props.tables.ledger.grantReadWriteData(this.function);

    this.rule = new events.Rule(this, 'Schedule', {
      description: 'Run the counties due maintenance jobs',
      schedule: events.Schedule.rate(every),
      targets: [new targets.LambdaFunction(this.function)],
    });

    const config = props.apiFunctions.config;
    if (!config) throw new Error('MaintenanceJobs: the API has no config Lambda');
    config.addToRolePolicy(new iam.PolicyStatement({ actions: metricsReadActions, resources: ['*'] }));
  }
}
