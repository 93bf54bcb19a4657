// The API's 5xx rate and p95 latency per county and area, from the metric line every request writes
// (functions' platform/metrics.ts: namespace Portal/Api, dimensions County and Area, where the area is the path's
// first segment after /api, as the performance monitoring page shows it). The areas are read off the deployed
// routes, so a new area is watched with no change here.
import { areaOf, METRICS_NAMESPACE } from '@portal/functions/platform/metrics';
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import type { AreaSpec } from '../api/areas.ts';
import type { AlarmTopic } from './alarm-topic.ts';

/** p95 over 5 minutes above this (ms) in 3 periods running is an alarm; the slow areas make files. */
export const defaultLatencyP95Ms: Readonly<Record<string, number>> = {
  imaging: 6_000,
  report: 15_000,
};
export const LATENCY_P95_MS = 3_000;
/** per cent of an area's answers that are 5xx over 5 minutes, in 2 of 3 periods */
export const ERROR_RATE_PERCENT = 5;
/** fewer answers than this in 5 minutes are too few to make a rate of */
export const ERROR_RATE_MIN_REQUESTS = 20;

export interface ApiAlarmsProps {
  readonly county: string;
  readonly areas: readonly AreaSpec[];
  readonly topic: AlarmTopic;
  /** p95 thresholds (ms) by area, over defaultLatencyP95Ms */
  readonly latencyP95Ms?: Readonly<Record<string, number>>;
}

/** The API metric areas of the deployed routes, sorted. */
export const metricAreas = (areas: readonly AreaSpec[]): string[] =>
  [...new Set(areas.flatMap((a) => a.routes.map((r) => areaOf(r.path))))].sort();

export const apiMetric = (county: string, area: string, name: 'Requests' | 'Errors' | 'Latency', statistic: string) =>
  new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { County: county, Area: area },
    statistic,
    period: Duration.minutes(5),
  });

export class ApiAlarms extends Construct {
  public readonly errorRate: Readonly<Record<string, cloudwatch.Alarm>>;
  public readonly latency: Readonly<Record<string, cloudwatch.Alarm>>;

  constructor(scope: Construct, id: string, props: ApiAlarmsProps) {
    super(scope, id);
    const thresholds = { ...defaultLatencyP95Ms, ...props.latencyP95Ms };
    const errorRate: Record<string, cloudwatch.Alarm> = {};
    const latency: Record<string, cloudwatch.Alarm> = {};
    for (const area of metricAreas(props.areas)) {
      const rate = new cloudwatch.MathExpression({
        expression: `IF(requests >= ${ERROR_RATE_MIN_REQUESTS}, 100 * errors / requests, 0)`,
        usingMetrics: {
          requests: apiMetric(props.county, area, 'Requests', 'Sum'),
          errors: apiMetric(props.county, area, 'Errors', 'Sum'),
        },
        label: `${area} 5xx %`,
        period: Duration.minutes(5),
      });
      errorRate[area] = props.topic.notify(
        rate.createAlarm(this, `${area}ErrorRate`, {
          alarmDescription: `${props.county}: more than ${ERROR_RATE_PERCENT}% of the ${area} API answers are 5xx (docs/monitoring.md)`,
          threshold: ERROR_RATE_PERCENT,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 3,
          datapointsToAlarm: 2,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
      const p95 = thresholds[area] ?? LATENCY_P95_MS;
      latency[area] = props.topic.notify(
        apiMetric(props.county, area, 'Latency', 'p95').createAlarm(this, `${area}LatencyP95`, {
          alarmDescription: `${props.county}: the ${area} API's p95 latency is over ${p95} ms (docs/monitoring.md)`,
          threshold: p95,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 3,
          datapointsToAlarm: 3,
          treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        }),
      );
    }
    this.errorRate = errorRate;
    this.latency = latency;
  }
}
