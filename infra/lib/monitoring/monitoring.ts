// The vendor's watch over one portal stack (issue 28): alarms to one SNS topic and a dashboard per county. Each
// concern is its own construct; this one only composes them. What each alarm means and what staff do when it
// fires: docs/monitoring.md.
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { AreaSpec } from '../api/areas.ts';
import type { TableRole } from '../data/data-stores.ts';
import { AlarmTopic } from './alarm-topic.ts';
import { ApiAlarms, metricAreas } from './api-alarms.ts';
import { CountyDashboard } from './county-dashboard.ts';
import { FunctionAlarms } from './function-alarms.ts';
import { MailAlarms } from './mail-alarms.ts';
import { OperationsAlarms } from './operations-alarms.ts';
import { StreamLagAlarm } from './stream-lag-alarm.ts';
import { TableAlarms } from './table-alarms.ts';

export interface MonitoringProps {
  readonly counties: readonly string[];
  /** the deployed API areas and their routes */
  readonly areas: readonly AreaSpec[];
  /** the API's Lambdas by area */
  readonly apiFunctions: Readonly<Record<string, lambda.IFunction>>;
  /** the scheduled and stream-driven Lambdas by name (the sweep, the maintenance jobs, the matcher ...) */
  readonly jobFunctions: Readonly<Record<string, lambda.IFunction>>;
  /** the fraud-alert matcher, whose stream lag is watched */
  readonly streamConsumer: lambda.IFunction;
  readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  /** vendor staff's addresses subscribed to the alarm topic */
  readonly alarmEmails?: readonly string[];
  /** p95 thresholds (ms) by API area, over the defaults of api-alarms.ts */
  readonly latencyP95Ms?: Readonly<Record<string, number>>;
}

export class Monitoring extends Construct {
  public readonly topic: AlarmTopic;
  public readonly dashboards: Readonly<Record<string, CountyDashboard>>;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new AlarmTopic(this, 'Alarms', { emails: props.alarmEmails });
    const topic = this.topic;
    new FunctionAlarms(this, 'Functions', {
      apiFunctions: props.apiFunctions,
      jobFunctions: props.jobFunctions,
      topic,
    });
    new TableAlarms(this, 'Tables', { tables: props.tables, topic });
    new MailAlarms(this, 'Mail', { topic });
    new StreamLagAlarm(this, 'AlertStream', { consumer: props.streamConsumer, topic });
    const sharedAlarms = [...topic.alarms];
    const dashboards: Record<string, CountyDashboard> = {};
    for (const county of props.counties) {
      const before = topic.alarms.length;
      new ApiAlarms(this, `Api-${county}`, { county, areas: props.areas, topic, latencyP95Ms: props.latencyP95Ms });
      new OperationsAlarms(this, `Operations-${county}`, { county, topic });
      dashboards[county] = new CountyDashboard(this, `Dashboard-${county}`, {
        county,
        areas: metricAreas(props.areas),
        // the alarm status widget takes at most 100 alarms: the county's own first
        alarms: [...topic.alarms.slice(before), ...sharedAlarms].slice(0, 100),
        functions: { ...props.apiFunctions, ...props.jobFunctions },
        tables: props.tables,
        streamConsumer: props.streamConsumer,
      });
    }
    this.dashboards = dashboards;
  }
}
