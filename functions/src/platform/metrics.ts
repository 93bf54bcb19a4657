// One metric line per API request in CloudWatch Embedded Metric Format (namespace Portal/Api, dimensions County and
// Area, Latency in ms, Requests, Errors for 5xx answers). A Lambda writes it to stdout, where CloudWatch Logs turns
// it into metrics; anywhere else (npm start's local server, the tests) the same lines are kept in memory for an
// hour, which the performance monitoring page reads (metrics-read.ts).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

export const METRICS_NAMESPACE = 'Portal/Api';
const HOUR_MS = 3_600_000;
/** a bench's hour of calls stays within a few tens of MB */
const MAX_KEPT = 200_000;

export interface MetricLine {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: Array<{
      Namespace: string;
      Dimensions: string[][];
      Metrics: Array<{ Name: string; Unit: string }>;
    }>;
  };
  County: string;
  Area: string;
  Latency: number;
  Requests: number;
  Errors: number;
  method: string;
  status: number;
}

export function metricLine(
  county: string,
  area: string,
  latencyMs: number,
  status: number,
  method: string,
  at = Date.now(),
): MetricLine {
  return {
    _aws: {
      Timestamp: at,
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [['County', 'Area']],
          Metrics: [
            { Name: 'Latency', Unit: 'Milliseconds' },
            { Name: 'Requests', Unit: 'Count' },
            { Name: 'Errors', Unit: 'Count' },
          ],
        },
      ],
    },
    County: county,
    Area: area,
    Latency: Math.round(latencyMs * 10) / 10,
    Requests: 1,
    Errors: status >= 500 ? 1 : 0,
    method,
    status,
  };
}

/** The lines kept outside Lambda, oldest first, none older than an hour. */
const kept: MetricLine[] = [];

export const inLambda = () => !!process.env.AWS_LAMBDA_FUNCTION_NAME;

export function recordMetricLine(line: MetricLine): void {
  if (inLambda()) {
    // straight to stdout: console.log would wrap it in the function's JSON log format, where CloudWatch no longer
    // reads it as a metric line (the EMF client library does the same since 4.1.1)
    process.stdout.write(`${JSON.stringify(line)}\n`);
    return;
  }
  kept.push(line);
  const cutoff = line._aws.Timestamp - HOUR_MS;
  let drop = 0;
  while (drop < kept.length && (kept[drop]?._aws.Timestamp ?? 0) < cutoff) drop++;
  drop = Math.max(drop, kept.length - MAX_KEPT);
  if (drop) kept.splice(0, drop);
}

/** The kept lines of a county since an instant (ms). */
export const keptMetricLines = (county: string, since: number): MetricLine[] =>
  kept.filter((l) => l.County === county && l._aws.Timestamp >= since);

/** The API area of a path: its first segment after /api ('search', 'controlPanel', 'auth' ...). */
export function areaOf(path: string): string {
  const segment = path.split('/')[2] ?? '';
  return /^[A-Za-z][\w-]{0,40}$/.test(segment) ? segment : 'other';
}

/** Measures each request of the API and records its line; the answer is never held up or changed. */
export const requestMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const county = c.get('county');
    if (county) {
      try {
        recordMetricLine(
          metricLine(county, areaOf(c.req.path), performance.now() - started, c.res.status, c.req.method),
        );
      } catch (err) {
        console.warn('[metrics] not recorded', err);
      }
    }
  }
};
