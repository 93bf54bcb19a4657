// The scheduled maintenance jobs (functions' maintenance/maintenance-lambda.ts): every 10 minutes it runs each
// county's due jobs, the inactive credit card user purge and the audit log purge (once a county day) and the monthly
// renewal (from the renewal day and time on). The jobs are idempotent, so an overlapping or repeated run is harmless.
// It also lets the config Lambda read the API metrics for the performance monitoring page.
import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { AreaFunctionProps } from '../functions/area-function.ts';
import { ScheduledJob } from '../functions/scheduled-job.ts';
import type { Mail } from '../mail/mail.ts';

export interface MaintenanceJobsProps extends AreaFunctionProps {
  /** the API's Lambdas by area: the config one answers the performance monitoring page */
  readonly apiFunctions: Readonly<Record<string, lambda.IFunction>>;
  /** how often it runs (default every 10 minutes) */
  readonly every?: Duration;
  /** the monthly renewal's charges may cross an account's low-balance threshold, which mails its administrators */
  readonly mail: Mail;
}

/** What reading the API metrics takes: neither action has a resource to scope it to. */
export const metricsReadActions = ['cloudwatch:GetMetricData', 'cloudwatch:ListMetrics'];

/** Reads and writes counties, configuration, users, accounts, sessions (app); audit entries and renewals (ledger);
 *  sends the low-balance mail a renewal charge may cause. */
export class MaintenanceJobs extends ScheduledJob {
  constructor(scope: Construct, id: string, props: MaintenanceJobsProps) {
    super(scope, id, props, {
      id: 'Jobs',
      description: 'Portal: purge inactive card users and old audit entries, run the monthly renewal',
      area: 'maintenance',
      file: 'maintenance-lambda.ts',
      timeout: Duration.minutes(8),
      every: props.every ?? Duration.minutes(10),
      ruleDescription: 'Run the counties due maintenance jobs',
    });
    props.mail.grantSend(this.function);
    const config = props.apiFunctions.config;
    if (!config) throw new Error('MaintenanceJobs: the API has no config Lambda');
    config.addToRolePolicy(new iam.PolicyStatement({ actions: metricsReadActions, resources: ['*'] }));
  }
}
