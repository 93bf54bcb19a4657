// The last hour of a county's API metrics per area, per minute: from the lines this process kept (local server,
// tests) or, in a Lambda, from CloudWatch (ListMetrics for the county's areas, then GetMetricData: Requests and
// Errors summed, Latency p50 and p95, per minute and for the hour).
import {
  CloudWatchClient,
  GetMetricDataCommand,
  ListMetricsCommand,
  type MetricDataQuery,
} from '@aws-sdk/client-cloudwatch';
import type {
  AreaPerformance,
  MinuteStats,
  PerformanceContent,
  PerformanceStats,
} from '@portal/shared/monitoring/types';
import { inLambda, keptMetricLines, METRICS_NAMESPACE } from './metrics.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The value below which the share q of sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? null;
}

function stats(latencies: number[], errors: number): PerformanceStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: sorted.length, errors, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** The hour's window: 60 whole minutes ending with the current one. */
export function window(now: number) {
  const to = Math.floor(now / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  return { from: to - HOUR_MS, to };
}

export function localPerformance(county: string, now = Date.now()): PerformanceContent {
  const { from, to } = window(now);
  const byArea = new Map<string, Map<number, { latencies: number[]; errors: number }>>();
  for (const line of keptMetricLines(county, from)) {
    const minute = Math.floor(line._aws.Timestamp / MINUTE_MS) * MINUTE_MS;
    const minutes = byArea.get(line.Area) ?? new Map();
    byArea.set(line.Area, minutes);
    const bucket = minutes.get(minute) ?? { latencies: [], errors: 0 };
    minutes.set(minute, bucket);
    bucket.latencies.push(line.Latency);
    bucket.errors += line.Errors;
  }
  const areas: AreaPerformance[] = [...byArea.entries()].map(([area, minutes]) => {
    const all = [...minutes.values()];
    return {
      area,
      ...stats(
        all.flatMap((b) => b.latencies),
        all.reduce((n, b) => n + b.errors, 0),
      ),
      minutes: [...minutes.entries()]
        .sort(([a], [b]) => a - b)
        .map(
          ([minute, b]): MinuteStats => ({ minute: new Date(minute).toISOString(), ...stats(b.latencies, b.errors) }),
        ),
    };
  });
  areas.sort((a, b) => a.area.localeCompare(b.area));
  return { county, source: 'local', from: new Date(from).toISOString(), to: new Date(to).toISOString(), areas };
}

let client: CloudWatchClient | undefined;
const cloudWatch = () => {
  client ??= new CloudWatchClient({});
  return client;
};

const METRICS = [
  { key: 'requests', name: 'Requests', stat: 'Sum' },
  { key: 'errors', name: 'Errors', stat: 'Sum' },
  { key: 'p50', name: 'Latency', stat: 'p50' },
  { key: 'p95', name: 'Latency', stat: 'p95' },
] as const;

async function countyAreas(county: string): Promise<string[]> {
  const areas = new Set<string>();
  let NextToken: string | undefined;
  do {
    const page = await cloudWatch().send(
      new ListMetricsCommand({
        Namespace: METRICS_NAMESPACE,
        MetricName: 'Requests',
        Dimensions: [{ Name: 'County', Value: county }],
        RecentlyActive: 'PT3H',
        NextToken,
      }),
    );
    for (const m of page.Metrics ?? []) {
      const area = m.Dimensions?.find((d) => d.Name === 'Area')?.Value;
      if (area) areas.add(area);
    }
    NextToken = page.NextToken;
  } while (NextToken);
  return [...areas].sort();
}

export async function cloudPerformance(county: string, now = Date.now()): Promise<PerformanceContent> {
  const { from, to } = window(now);
  const areas = (await countyAreas(county)).slice(0, 40);
  const queries: MetricDataQuery[] = [];
  areas.forEach((area, a) => {
    for (const [m, metric] of METRICS.entries()) {
      for (const period of [60, 3600]) {
        queries.push({
          Id: `a${a}m${m}p${period}`,
          MetricStat: {
            Metric: {
              Namespace: METRICS_NAMESPACE,
              MetricName: metric.name,
              Dimensions: [
                { Name: 'County', Value: county },
                { Name: 'Area', Value: area },
              ],
            },
            Period: period,
            Stat: metric.stat,
          },
        });
      }
    }
  });
  const values = new Map<string, Map<number, number>>();
  for (let i = 0; i < queries.length; i += 500) {
    let NextToken: string | undefined;
    do {
      const page = await cloudWatch().send(
        new GetMetricDataCommand({
          MetricDataQueries: queries.slice(i, i + 500),
          StartTime: new Date(from),
          EndTime: new Date(to),
          NextToken,
        }),
      );
      for (const r of page.MetricDataResults ?? []) {
        const series = values.get(r.Id ?? '') ?? new Map<number, number>();
        values.set(r.Id ?? '', series);
        for (const [j, t] of (r.Timestamps ?? []).entries()) series.set(t.getTime(), r.Values?.[j] ?? 0);
      }
      NextToken = page.NextToken;
    } while (NextToken);
  }
  const read = (a: number, m: number, period: number) =>
    values.get(`a${a}m${m}p${period}`) ?? new Map<number, number>();
  const total = (series: Map<number, number>) => [...series.values()].reduce((s, v) => s + v, 0);
  const first = (series: Map<number, number>) => (series.size ? ([...series.values()][0] ?? null) : null);
  return {
    county,
    source: 'cloudwatch',
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    areas: areas.map((area, a) => {
      const minutes = [...read(a, 0, 60).keys()].sort((x, y) => x - y);
      return {
        area,
        requests: total(read(a, 0, 60)),
        errors: total(read(a, 1, 60)),
        p50: first(read(a, 2, 3600)),
        p95: first(read(a, 3, 3600)),
        minutes: minutes.map((t) => ({
          minute: new Date(t).toISOString(),
          requests: read(a, 0, 60).get(t) ?? 0,
          errors: read(a, 1, 60).get(t) ?? 0,
          p50: read(a, 2, 60).get(t) ?? null,
          p95: read(a, 3, 60).get(t) ?? null,
        })),
      };
    }),
  };
}

/** The county's last hour, from where this process's lines go. */
export const countyPerformance = (county: string, now = Date.now()) =>
  inLambda() ? cloudPerformance(county, now) : Promise.resolve(localPerformance(county, now));
