// One CloudWatch dashboard per county: its alarms' states on top, then a graph per API area (answers and 5xx on
// the left, p95 latency on the right), then what the stack shares with the other counties it serves (Lambda
// errors and throttles, DynamoDB throttles, SES reputation, the fraud-alert matcher's lag) and the county's
// operational metrics.
import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { TableRole } from '../data/data-stores.ts';
import { apiMetric } from './api-alarms.ts';
import { sesReputation } from './mail-alarms.ts';
import { operationsMetric, operationsRules } from './operations-alarms.ts';
import { iteratorAge } from './stream-lag-alarm.ts';
import { throttleEvents } from './table-alarms.ts';

export interface CountyDashboardProps {
  readonly county: string;
  /** the API metric areas (metricAreas) */
  readonly areas: readonly string[];
  readonly alarms: readonly cloudwatch.IAlarm[];
  readonly functions: Readonly<Record<string, lambda.IFunction>>;
  readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  readonly streamConsumer: lambda.IFunction;
}

export class CountyDashboard extends Construct {
  public readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: CountyDashboardProps) {
    super(scope, id);
    const { county } = props;
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `${Stack.of(this).stackName}-${county}`,
      defaultInterval: Duration.hours(3),
    });
    this.dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `# ${county}\nWhat each alarm means and what to do: docs/monitoring.md in the portal's repository.`,
        width: 24,
        height: 2,
      }),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: 24, height: 6 }),
    );
    this.dashboard.addWidgets(
      ...props.areas.map(
        (area) =>
          new cloudwatch.GraphWidget({
            title: `API ${area}`,
            left: [apiMetric(county, area, 'Requests', 'Sum'), apiMetric(county, area, 'Errors', 'Sum')],
            right: [apiMetric(county, area, 'Latency', 'p95')],
            rightYAxis: { label: 'p95 ms', showUnits: false },
            width: 6,
          }),
      ),
    );
    const fns = Object.entries(props.functions);
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Lambda errors',
        left: fns.map(([name, fn]) => fn.metricErrors({ statistic: 'Sum', label: name })),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda throttles',
        left: fns.map(([name, fn]) => fn.metricThrottles({ statistic: 'Sum', label: name })),
        width: 12,
      }),
      new cloudwatch.GraphWidget({
        title: 'DynamoDB throttled requests',
        left: Object.entries(props.tables).map(([role, table]) => throttleEvents(table, role)),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'SES reputation',
        left: [sesReputation('Reputation.BounceRate'), sesReputation('Reputation.ComplaintRate')],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Fraud-alert matcher lag (ms)',
        left: [iteratorAge(props.streamConsumer)],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: `${county}: webhooks, sweep, waiting e-filings`,
        left: Object.values(operationsRules).map((r) => operationsMetric(county, r.metric, r.statistic, r.period)),
        width: 24,
      }),
    );
  }
}
