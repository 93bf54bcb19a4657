// The scheduled maintenance jobs (functions' maintenance/maintenance-lambda.ts): every 10 minutes it runs each
// county's due jobs, the inactive credit card user purge and the audit log purge (once a county day) and the monthly
// renewal (from the renewal day and time on). The jobs are idempotent, so an overlapping or repeated run is harmless.
// It also lets the config Lambda read the API metrics for the performance monitoring page.
import { Duration } from 'aws-cdk-lib';
import type * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { type AreaFunctionProps, scheduledJob } from '../functions/area-function.ts';

export interface MaintenanceJobsProps extends AreaFunctionProps {
  /** the API's Lambdas by area: the config one answers the performance monitoring page */
  readonly apiFunctions: Readonly<Record<string, lambda.IFunction>>;
  /** how often it runs (default every 10 minutes) */
  readonly every?: Duration;
}

/** What reading the API metrics takes: neither action has a resource to scope it to. */
export const metricsReadActions = ['cloudwatch:GetMetricData', 'cloudwatch:ListMetrics'];

export class MaintenanceJobs extends Construct {
  public readonly function: nodejs.NodejsFunction;
  public readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: MaintenanceJobsProps) {
    super(scope, id);
    const job = scheduledJob(this, 'Jobs', props, {
      description: 'Portal: purge inactive card users and old audit entries, run the monthly renewal',
      area: 'maintenance',
      file: 'maintenance-lambda.ts',
      timeout: Duration.minutes(8),
      every: props.every ?? Duration.minutes(10),
      ruleDescription: 'Run the counties due maintenance jobs',
    });
    this.function = job.function;
    this.rule = job.rule;
    // counties, configuration, users, accounts, sessions (app); audit entries and renewals (ledger)
    props.tables.app.grantReadWriteData(this.function);
    props.tables.ledger.grantReadWriteData(this.function);

    const config = props.apiFunctions.config;
    if (!config) throw new Error('MaintenanceJobs: the API has no config Lambda');
    config.addToRolePolicy(new iam.PolicyStatement({ actions: metricsReadActions, resources: ['*'] }));
  }
}
