// Operational counts that no AWS service measures for us (failed webhooks, preauthorization sweep failures,
// e-filings waiting on the county), as CloudWatch Embedded Metric Format lines: one JSON object per line whose
// _aws.CloudWatchMetrics names the namespace, the dimension sets and the metrics, with the values as top-level
// members. A Lambda writes the line to stdout, where CloudWatch Logs extracts the metric; infra's monitoring
// alarms on these names (infra/lib/monitoring). Elsewhere (npm start, the tests) the last lines are kept in
// memory instead, so a test can see what a deployed Lambda would have reported.
import { inLambda } from './metrics.ts';

export const OPERATIONS_NAMESPACE = 'Portal/Operations';

export const operationsMetrics = {
  /** a provider webhook we could not handle (answered 5xx: the provider sends it again) */
  webhookFailures: 'WebhookFailures',
  /** a webhook refused for its signature: a wrong signature key, or someone posting at the address */
  webhookRefused: 'WebhookRefused',
  /** expired card preauthorizations the sweep could not close, plus one for a county it could not sweep */
  sweepFailures: 'PreauthSweepFailures',
  /** submitted e-filings still waiting for the county's decision more than a day after submission */
  filingsWaiting: 'EfileFilingsWaitingOverADay',
} as const;

export type OperationsMetric = (typeof operationsMetrics)[keyof typeof operationsMetrics];

export interface OperationsLine {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: Array<{
      Namespace: string;
      Dimensions: string[][];
      Metrics: Array<{ Name: string; Unit: 'Count' }>;
    }>;
  };
  County: string;
  [metric: string]: unknown;
}

const KEEP = 1000;
const kept: OperationsLine[] = [];

/** Reports one value of a county's metric; never throws (a metric is not worth failing the work it counts). */
export function emitOperationsMetric(county: string, metric: OperationsMetric, value: number, at = Date.now()): void {
  try {
    const line: OperationsLine = {
      _aws: {
        Timestamp: at,
        CloudWatchMetrics: [
          { Namespace: OPERATIONS_NAMESPACE, Dimensions: [['County']], Metrics: [{ Name: metric, Unit: 'Count' }] },
        ],
      },
      County: county,
      [metric]: value,
    };
    if (inLambda()) {
      // straight to stdout, as metrics.ts does: console.log's JSON log format would hide the line from CloudWatch
      process.stdout.write(`${JSON.stringify(line)}\n`);
      return;
    }
    kept.push(line);
    if (kept.length > KEEP) kept.splice(0, kept.length - KEEP);
  } catch (err) {
    console.warn('[metrics] not emitted', metric, err);
  }
}

/** The values of a county's metric this process emitted outside Lambda, oldest first. */
export const emittedValues = (county: string, metric: OperationsMetric): number[] =>
  kept.filter((l) => l.County === county && metric in l).map((l) => Number(l[metric]));
