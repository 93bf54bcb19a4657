// Issue 28's alarms and dashboards, on the synthesized portal stack: each alarm's metric, threshold and SNS
// actions, and per county a dashboard with a graph per API area.
import { operationsMetrics } from '@portal/functions/platform/operations-metric';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { apiAreaSpecs } from '../lib/api/areas.ts';
import { metricAreas } from '../lib/monitoring/api-alarms.ts';
import { readAlarmEmails } from '../lib/monitoring/monitoring-settings.ts';
import { synthPortal } from './synth.ts';

const counties = ['lakewood', 'marianas'];
const { portal } = synthPortal({ counties, alarmEmails: 'oncall@vendor.example, ops@vendor.example' });
type Resource = { Type: string; Properties: Record<string, unknown> };
const resources = portal.toJSON().Resources as Record<string, Resource>;
const topicId = Object.keys(portal.findResources('AWS::SNS::Topic'))[0]!;
const alarms = Object.values(portal.findResources('AWS::CloudWatch::Alarm')) as Resource[];
const areas = metricAreas(apiAreaSpecs());
const fnId = (prefix: string) =>
  Object.keys(resources).find((id) => id.startsWith(prefix) && resources[id]!.Type === 'AWS::Lambda::Function');

/** The alarms whose metric (or one of its math expression's metrics) is `name` in `namespace`. */
function alarmsOn(namespace: string, name: string, dims: Record<string, unknown> = {}): Resource[] {
  const matches = (m: {
    Namespace?: string;
    MetricName?: string;
    Dimensions?: Array<{ Name: string; Value: unknown }>;
  }) =>
    m.Namespace === namespace &&
    m.MetricName === name &&
    Object.entries(dims).every(([k, v]) =>
      (m.Dimensions ?? []).some((d) => d.Name === k && JSON.stringify(d.Value) === JSON.stringify(v)),
    );
  return alarms.filter((a) => {
    const p = a.Properties as {
      Namespace?: string;
      MetricName?: string;
      Dimensions?: [];
      Metrics?: Array<{ MetricStat?: { Metric: object } }>;
    };
    if (p.MetricName) return matches(p);
    return (p.Metrics ?? []).some((m) => m.MetricStat && matches(m.MetricStat.Metric));
  });
}

describe('the alarm topic', () => {
  it('mails the configured vendor staff', () => {
    portal.resourceCountIs('AWS::SNS::Topic', 1);
    for (const email of ['oncall@vendor.example', 'ops@vendor.example']) {
      portal.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: email });
    }
  });

  it('is told of every alarm, firing and clearing', () => {
    expect(alarms.length).toBeGreaterThan(50);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: topicId }]);
    }
  });
});

describe('API alarms per county and area', () => {
  it('alarms on the 5xx rate of every area, of 20 answers or more', () => {
    expect(areas).toEqual(expect.arrayContaining(['auth', 'search', 'imaging', 'controlPanel', 'efile', 'webhooks']));
    for (const county of counties) {
      for (const area of areas) {
        const [rate, ...more] = alarmsOn('Portal/Api', 'Errors', { County: county, Area: area });
        expect(more).toEqual([]);
        expect(rate?.Properties).toMatchObject({
          Threshold: 5,
          ComparisonOperator: 'GreaterThanThreshold',
          EvaluationPeriods: 3,
          DatapointsToAlarm: 2,
          Metrics: expect.arrayContaining([
            expect.objectContaining({ Expression: 'IF(requests >= 20, 100 * errors / requests, 0)', ReturnData: true }),
            expect.objectContaining({
              Id: 'requests',
              MetricStat: expect.objectContaining({ Stat: 'Sum', Period: 300 }),
            }),
          ]),
        });
      }
    }
  });

  it('alarms on the p95 latency of every area, with more time for the areas that make files', () => {
    const p95 = (county: string, area: string) => {
      const found = alarmsOn('Portal/Api', 'Latency', { County: county, Area: area });
      expect(found).toHaveLength(1);
      expect(found[0]?.Properties).toMatchObject({ ExtendedStatistic: 'p95', Period: 300, EvaluationPeriods: 3 });
      return found[0]?.Properties.Threshold;
    };
    for (const county of counties) for (const area of areas) expect(p95(county, area)).toBeGreaterThanOrEqual(3000);
    expect(p95('lakewood', 'search')).toBe(3000);
    expect(p95('marianas', 'imaging')).toBe(6000);
    expect(p95('marianas', 'report')).toBe(15000);
  });
});

describe('Lambda, DynamoDB, SES and the alert stream', () => {
  it('alarms on errors and throttles of every API area Lambda and of each job', () => {
    const api = apiAreaSpecs().map((a) => a.name);
    const jobs = ['PreauthSweepSweep', 'MaintenanceJobs', 'AlertsMatcher', 'MigrationRunner'];
    for (const [prefix, threshold] of [
      ...api.map((a) => [`Api${a[0]!.toUpperCase()}${a.slice(1)}`, 5] as const),
      ...jobs.map((j) => [j, 1] as const),
    ]) {
      const id = fnId(prefix);
      expect(id, prefix).toBeDefined();
      const dims = { FunctionName: { Ref: id } };
      expect(alarmsOn('AWS/Lambda', 'Errors', dims).map((a) => a.Properties.Threshold)).toEqual([threshold]);
      expect(alarmsOn('AWS/Lambda', 'Throttles', dims).map((a) => a.Properties.Threshold)).toEqual([1]);
    }
  });

  it('alarms on throttled reads and writes of each table', () => {
    const throttled = alarmsOn('AWS/DynamoDB', 'ReadThrottleEvents');
    expect(throttled).toHaveLength(3);
    for (const alarm of throttled) {
      expect(alarm.Properties).toMatchObject({ Threshold: 10, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
      expect(JSON.stringify(alarm.Properties.Metrics)).toContain('WriteThrottleEvents');
      expect(JSON.stringify(alarm.Properties.Metrics)).toMatch(
        /"Expression":"reads_(app|records|ledger) \+ writes_\1"/,
      );
    }
  });

  it('alarms on the SES bounce and complaint rates below the levels where AWS reviews the account', () => {
    expect(alarmsOn('AWS/SES', 'Reputation.BounceRate').map((a) => a.Properties.Threshold)).toEqual([0.025]);
    expect(alarmsOn('AWS/SES', 'Reputation.ComplaintRate').map((a) => a.Properties.Threshold)).toEqual([0.0005]);
  });

  it('alarms when the fraud-alert matcher is 15 minutes behind the records stream', () => {
    const lag = alarmsOn('AWS/Lambda', 'IteratorAge', { FunctionName: { Ref: fnId('AlertsMatcher') } });
    expect(lag.map((a) => [a.Properties.Threshold, a.Properties.Statistic])).toEqual([[900000, 'Maximum']]);
  });
});

describe("the functions' own metrics per county", () => {
  it.each([
    [operationsMetrics.webhookFailures, 'Sum', 900, 3],
    [operationsMetrics.webhookRefused, 'Sum', 3600, 10],
    [operationsMetrics.sweepFailures, 'Minimum', 3600, 1],
    [operationsMetrics.filingsWaiting, 'Maximum', 3600, 1],
  ])('%s: %s over %i s, at %i', (name, statistic, period, threshold) => {
    for (const county of counties) {
      const found = alarmsOn('Portal/Operations', name, { County: county });
      expect(found.map((a) => a.Properties)).toEqual([
        expect.objectContaining({
          Statistic: statistic,
          Period: period,
          Threshold: threshold,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        }),
      ]);
    }
  });
});

describe('dashboards', () => {
  const bodies = Object.values(portal.findResources('AWS::CloudWatch::Dashboard')).map((d) => {
    const body = d.Properties.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
    const text =
      typeof body === 'string' ? body : body['Fn::Join'][1].map((p) => (typeof p === 'string' ? p : 'X')).join('');
    return {
      name: JSON.stringify(d.Properties.DashboardName),
      widgets: (
        JSON.parse(text) as { widgets: Array<{ type: string; properties: { title?: string; markdown?: string } }> }
      ).widgets,
    };
  });

  it('has one per county, each with a graph per API area and the county alarms', () => {
    expect(bodies).toHaveLength(2);
    for (const county of counties) {
      const dashboard = bodies.find((b) => b.name.includes(county));
      expect(dashboard, county).toBeDefined();
      const titles = dashboard!.widgets.map((w) => w.properties.title ?? w.properties.markdown);
      expect(titles).toEqual(expect.arrayContaining(areas.map((a) => `API ${a}`)));
      expect(titles).toEqual(
        expect.arrayContaining([
          'Alarms',
          'Lambda errors',
          'Lambda throttles',
          'DynamoDB throttled requests',
          'SES reputation',
          'Fraud-alert matcher lag (ms)',
          `${county}: webhooks, sweep, waiting e-filings`,
        ]),
      );
      expect(dashboard!.widgets.find((w) => w.type === 'alarm')).toBeDefined();
    }
  });
});

it('needs no alarm address, but refuses one that is not an address', () => {
  expect(readAlarmEmails(new App().node)).toEqual([]);
  expect(() => readAlarmEmails(new App({ context: { alarmEmails: 'not an address' } }).node)).toThrow(/alarmEmails/);
});
