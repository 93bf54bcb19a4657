// GET controlPanel/performanceMonitoring against the local stack (spec 3 section 5.10, issue 15): every API request
// leaves one Embedded Metric Format line, which this process keeps for an hour; the route answers the county's
// requests, 5xx errors and p50/p95 latency per API area and minute, to TRIMIN only.
import {
  CloudWatchClient,
  type GetMetricDataCommandInput,
  type ListMetricsCommandInput,
} from '@aws-sdk/client-cloudwatch';
import type { PerformanceContent } from '@portal/shared/monitoring/types';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keptMetricLines, metricLine, recordMetricLine } from '#src/platform/metrics.ts';
import { cloudPerformance, localPerformance, percentile } from '#src/platform/metrics-read.ts';
import { as, type Caller, copyDemoCounties } from '../../users/__tests__/fixtures.ts';

let county = '';
let other = '';
let vendor: Caller;

beforeAll(async () => {
  const ids = await copyDemoCounties('mon');
  county = ids.lakewood;
  other = ids.marianas;
  vendor = await as(county, 'TRIMIN');
});

/** The first instant after the current millisecond. */
async function nextMillisecond(): Promise<number> {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((resolve) => setTimeout(resolve, 1));
  return Date.now();
}

describe('the metric lines', () => {
  it('are Embedded Metric Format with County and Area dimensions, one per request', async () => {
    // A line is stamped when its request ends: the sign-in of beforeAll may have ended in this very millisecond.
    const since = await nextMillisecond();
    await vendor.get('controlPanel/countyConfig/common');
    await vendor.get('userManager/user/no-such-user');
    const lines = keptMetricLines(county, since);
    expect(lines.map((l) => [l.Area, l.status])).toEqual([
      ['controlPanel', 200],
      ['userManager', 404],
    ]);
    const line = lines[0]!;
    expect(line._aws.CloudWatchMetrics[0]).toEqual({
      Namespace: 'Portal/Api',
      Dimensions: [['County', 'Area']],
      Metrics: [
        { Name: 'Latency', Unit: 'Milliseconds' },
        { Name: 'Requests', Unit: 'Count' },
        { Name: 'Errors', Unit: 'Count' },
      ],
    });
    expect(line).toMatchObject({ County: county, Requests: 1, Errors: 0 });
    expect(line.Latency).toBeGreaterThanOrEqual(0);
    expect(keptMetricLines(other, since)).toEqual([]);
  });
});

describe('in a Lambda', () => {
  it('writes each line to stdout as one JSON line for CloudWatch, and keeps none', () => {
    const c = `lambda-${Math.random().toString(36).slice(2)}`;
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'portal-config';
    let written = '';
    try {
      recordMetricLine(metricLine(c, 'search', 42, 503, 'POST', 1_700_000_000_000));
      written = String(write.mock.calls.find((call) => String(call[0]).includes(c))?.[0]);
    } finally {
      delete process.env.AWS_LAMBDA_FUNCTION_NAME;
      write.mockRestore();
    }
    expect(written.endsWith('}\n')).toBe(true);
    expect(JSON.parse(written)).toMatchObject({ County: c, Area: 'search', Latency: 42, Errors: 1, Requests: 1 });
    expect(keptMetricLines(c, 0)).toEqual([]);
  });
});

describe('the summary', () => {
  it('counts requests and 5xx errors and takes p50 and p95 per area and minute', () => {
    const at = Date.UTC(2026, 0, 1, 12, 30, 10);
    const c = `sum-${Math.random().toString(36).slice(2)}`;
    for (let i = 1; i <= 20; i++) recordMetricLine(metricLine(c, 'search', i * 10, i === 20 ? 500 : 200, 'POST', at));
    recordMetricLine(metricLine(c, 'auth', 7, 401, 'POST', at + 60_000));
    const got = localPerformance(c, at + 90_000);
    expect(got.areas.map((a) => a.area)).toEqual(['auth', 'search']);
    const search = got.areas[1]!;
    expect(search).toMatchObject({ requests: 20, errors: 1, p50: 100, p95: 190 });
    expect(search.minutes).toEqual([
      { minute: '2026-01-01T12:30:00.000Z', requests: 20, errors: 1, p50: 100, p95: 190 },
    ]);
    expect(got.areas[0]).toMatchObject({ requests: 1, errors: 0, p50: 7, p95: 7 });
    // an hour later, nothing is left of them
    expect(localPerformance(c, at + 2 * 3_600_000).areas).toEqual([]);
  });

  it('takes the nearest-rank percentile', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([5], 0.95)).toBe(5);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
  });
});

describe('in the cloud', () => {
  it('lists the county areas, asks GetMetricData for sums and percentiles per minute and hour, and maps them', async () => {
    const now = Date.UTC(2026, 10, 25, 6, 30, 20);
    const at = (m: number) => new Date(Date.UTC(2026, 10, 25, 6, m));
    const sent: Array<{ name: string; input: unknown }> = [];
    const send = vi.spyOn(CloudWatchClient.prototype, 'send').mockImplementation(async (command: object) => {
      const name = command.constructor.name;
      const input = (command as { input: unknown }).input;
      sent.push({ name, input });
      if (name === 'ListMetricsCommand') {
        return {
          Metrics: [
            {
              Dimensions: [
                { Name: 'County', Value: 'lakewood' },
                { Name: 'Area', Value: 'search' },
              ],
            },
            {
              Dimensions: [
                { Name: 'Area', Value: 'auth' },
                { Name: 'County', Value: 'lakewood' },
              ],
            },
          ],
        };
      }
      const queries = (input as GetMetricDataCommandInput).MetricDataQueries ?? [];
      const value: Record<string, number> = { m0: 4, m1: 1, m2: 20, m3: 90 };
      return {
        MetricDataResults: queries.map((q) => ({
          Id: q.Id,
          Timestamps: q.MetricStat?.Period === 60 ? [at(29), at(30)] : [at(30)],
          Values:
            q.MetricStat?.Period === 60
              ? [value[q.Id!.slice(2, 4)]!, value[q.Id!.slice(2, 4)]!]
              : [value[q.Id!.slice(2, 4)]! + 1],
        })),
      };
    });
    try {
      const got = await cloudPerformance('lakewood', now);
      const list = sent[0]?.input as ListMetricsCommandInput;
      expect(list).toMatchObject({
        Namespace: 'Portal/Api',
        MetricName: 'Requests',
        Dimensions: [{ Name: 'County', Value: 'lakewood' }],
      });
      const data = sent[1]?.input as GetMetricDataCommandInput;
      expect(data.StartTime).toEqual(new Date(Date.UTC(2026, 10, 25, 5, 31)));
      expect(data.EndTime).toEqual(new Date(Date.UTC(2026, 10, 25, 6, 31)));
      expect(data.MetricDataQueries).toHaveLength(2 * 4 * 2);
      expect(data.MetricDataQueries?.[0]?.MetricStat).toEqual({
        Metric: {
          Namespace: 'Portal/Api',
          MetricName: 'Requests',
          Dimensions: [
            { Name: 'County', Value: 'lakewood' },
            { Name: 'Area', Value: 'auth' },
          ],
        },
        Period: 60,
        Stat: 'Sum',
      });
      expect(got.source).toBe('cloudwatch');
      expect(got.areas.map((a) => a.area)).toEqual(['auth', 'search']);
      expect(got.areas[0]).toMatchObject({ requests: 8, errors: 2, p50: 21, p95: 91 });
      expect(got.areas[0]?.minutes).toEqual([
        { minute: at(29).toISOString(), requests: 4, errors: 1, p50: 20, p95: 90 },
        { minute: at(30).toISOString(), requests: 4, errors: 1, p50: 20, p95: 90 },
      ]);
    } finally {
      send.mockRestore();
    }
  });
});

describe('GET controlPanel/performanceMonitoring', () => {
  it('answers the county last hour per area to TRIMIN', async () => {
    await vendor.get('controlPanel/countyConfig/common');
    const res = await vendor.get<PerformanceContent>('controlPanel/performanceMonitoring');
    expect(res.status).toBe(200);
    const content = res.body.content!;
    expect(content).toMatchObject({ county, source: 'local' });
    expect(Date.parse(content.to) - Date.parse(content.from)).toBe(3_600_000);
    const panel = content.areas.find((a) => a.area === 'controlPanel');
    expect(panel?.requests).toBeGreaterThanOrEqual(1);
    expect(panel?.p95).toBeGreaterThanOrEqual(panel?.p50 ?? 0);
  });

  it('refuses COUNTY, ACCOUNT, USER and GUEST with 403', async () => {
    for (const who of ['COUNTY', 'ACCOUNT', 'USER', 'GUEST'] as const) {
      expect((await (await as(county, who)).get('controlPanel/performanceMonitoring')).status).toBe(403);
    }
  });
});
