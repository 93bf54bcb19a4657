// A county's operational metrics, emitted by the functions in Embedded Metric Format (functions'
// platform/operations-metric.ts, namespace Portal/Operations, dimension County): failed and refused webhooks,
// the preauthorization sweep's failures, e-filings waiting on the county over a day.
import {
  OPERATIONS_NAMESPACE,
  type OperationsMetric,
  operationsMetrics,
} from '@portal/functions/platform/operations-metric';
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import type { AlarmTopic } from './alarm-topic.ts';

export const operationsMetric = (county: string, name: OperationsMetric, statistic: string, period: Duration) =>
  new cloudwatch.Metric({
    namespace: OPERATIONS_NAMESPACE,
    metricName: name,
    dimensionsMap: { County: county },
    statistic,
    period,
  });

interface Rule {
  readonly metric: OperationsMetric;
  readonly statistic: string;
  readonly period: Duration;
  readonly threshold: number;
  readonly what: string;
}

/** What fires, and why at that level (see docs/monitoring.md for what staff do). */
export const operationsRules: Readonly<Record<string, Rule>> = {
  // the provider resends a failed notification: 3 in 15 minutes is more than one unlucky retry
  WebhookFailures: {
    metric: operationsMetrics.webhookFailures,
    statistic: 'Sum',
    period: Duration.minutes(15),
    threshold: 3,
    what: 'card provider webhooks failed (5xx)',
  },
  // a changed signature key refuses every notification; a stranger posting a few is not worth a page
  WebhookRefused: {
    metric: operationsMetrics.webhookRefused,
    statistic: 'Sum',
    period: Duration.hours(1),
    threshold: 10,
    what: 'card provider webhooks refused for their signature',
  },
  // every run of the hour left something open (the next run retries, so one failed run is not yet an alarm)
  SweepFailures: {
    metric: operationsMetrics.sweepFailures,
    statistic: 'Minimum',
    period: Duration.hours(1),
    threshold: 1,
    what: 'the preauthorization sweep failed in every run of the hour',
  },
  FilingsWaiting: {
    metric: operationsMetrics.filingsWaiting,
    statistic: 'Maximum',
    period: Duration.hours(1),
    threshold: 1,
    what: 'e-filings have waited for the county over a day',
  },
};

export class OperationsAlarms extends Construct {
  public readonly alarms: Readonly<Record<string, cloudwatch.Alarm>>;

  constructor(scope: Construct, id: string, props: { readonly county: string; readonly topic: AlarmTopic }) {
    super(scope, id);
    const alarms: Record<string, cloudwatch.Alarm> = {};
    for (const [name, rule] of Object.entries(operationsRules)) {
      alarms[name] = props.topic.notify(
        operationsMetric(props.county, rule.metric, rule.statistic, rule.period).createAlarm(this, name, {
          alarmDescription: `${props.county}: ${rule.what} (docs/monitoring.md)`,
          threshold: rule.threshold,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    this.alarms = alarms;
  }
}
