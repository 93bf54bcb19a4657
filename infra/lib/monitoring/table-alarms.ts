// DynamoDB throttled reads and writes per table. The tables are on-demand (docs/capacity.md section 3), so a
// throttle means a hot partition or a burst past what the table has scaled to; the SDK retries a few, which is
// why one alone is not an alarm.
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { TableRole } from '../data/data-stores.ts';
import type { AlarmTopic } from './alarm-topic.ts';

export const THROTTLES_PER_5_MIN = 10;

export interface TableAlarmsProps {
  readonly tables: Readonly<Record<TableRole, dynamodb.ITable>>;
  readonly topic: AlarmTopic;
}

/** The table's throttled read and write events, summed over 5 minutes (ids by role: one graph shows every table). */
export const throttleEvents = (table: dynamodb.ITable, role: string) =>
  new cloudwatch.MathExpression({
    expression: `reads_${role} + writes_${role}`,
    usingMetrics: {
      [`reads_${role}`]: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: Duration.minutes(5) }),
      [`writes_${role}`]: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: Duration.minutes(5) }),
    },
    label: `${role} throttled`,
    period: Duration.minutes(5),
  });

export class TableAlarms extends Construct {
  public readonly throttles: Readonly<Record<string, cloudwatch.Alarm>>;

  constructor(scope: Construct, id: string, props: TableAlarmsProps) {
    super(scope, id);
    const throttles: Record<string, cloudwatch.Alarm> = {};
    for (const [role, table] of Object.entries(props.tables)) {
      throttles[role] = props.topic.notify(
        throttleEvents(table, role).createAlarm(this, `${role}Throttles`, {
          alarmDescription: `DynamoDB throttled ${THROTTLES_PER_5_MIN} or more requests to the ${role} table in 5 minutes (docs/monitoring.md)`,
          threshold: THROTTLES_PER_5_MIN,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    this.throttles = throttles;
  }
}
