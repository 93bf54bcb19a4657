// The monthly statement e-mail (issue 31; functions' money-alerts/statements-lambda.ts): every hour it looks at each
// county, and once the county's month has ended it mails each account administrator that month's Statement PDF.
// Hourly rather than a cron on the 1st: the first of the month comes at a different UTC hour in each county's zone,
// and a failed county is tried again within the hour. Idempotent (a sent marker per administrator, account and
// month; the county's month marked done), so a repeated or overlapping run sends nothing twice.
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AreaFunctionProps } from '../functions/area-function.ts';
import { ScheduledJob } from '../functions/scheduled-job.ts';
import type { Mail } from '../mail/mail.ts';

export interface MonthlyStatementsProps extends AreaFunctionProps {
  readonly mail: Mail;
  /** how often it runs (default every hour) */
  readonly every?: Duration;
}

/** Reads accounts, users, configuration and writes its markers (app); reads the audit log (ledger); sends mail. */
export class MonthlyStatements extends ScheduledJob {
  constructor(scope: Construct, id: string, props: MonthlyStatementsProps) {
    super(scope, id, props, {
      id: 'Statements',
      description: "Portal: e-mail each account administrator the month's statement",
      area: 'money-alerts',
      file: 'statements-lambda.ts',
      timeout: Duration.minutes(15),
      every: props.every ?? Duration.hours(1),
      ruleDescription: 'Mail the monthly statements once a county month has ended',
    });
    props.mail.grantSend(this.function);
  }
}
