// Performance Monitoring as TRIMIN sees it: the Technical page's button opens the monitoring view in a new tab;
// the view shows the county's last hour per API area (requests, errors, p50/p95) and a chart of requests per
// minute with its text table, refreshes every 15 seconds, and has no WCAG A/AA violations axe can find in jsdom.
import type { PerformanceContent } from '@portal/shared/monitoring/types';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { renderControlPanel } from '../../__tests__/render-control-panel.tsx';
import { MONITORING_PATH, minuteTotals } from '../performance-monitoring.tsx';

const route = 'GET controlPanel/performanceMonitoring';
const minute = (m: number) => `2026-11-25T06:${String(m).padStart(2, '0')}:00.000Z`;
const content = (over: Partial<PerformanceContent> = {}): PerformanceContent => ({
  county: 'lakewood',
  source: 'local',
  from: '2026-11-25T05:31:00.000Z',
  to: '2026-11-25T06:31:00.000Z',
  areas: [
    {
      area: 'controlPanel',
      requests: 3,
      errors: 0,
      p50: 12.4,
      p95: 40,
      minutes: [
        { minute: minute(29), requests: 1, errors: 0, p50: 12, p95: 12 },
        { minute: minute(30), requests: 2, errors: 0, p50: 20, p95: 40 },
      ],
    },
    {
      area: 'search',
      requests: 5,
      errors: 1,
      p50: 80,
      p95: 310.6,
      minutes: [{ minute: minute(30), requests: 5, errors: 1, p50: 80, p95: 310.6 }],
    },
  ],
  ...over,
});

async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Performance Monitoring', () => {
  it('is a button that opens the monitoring view in a new tab', async () => {
    fakeApi({});
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { user } = renderControlPanel('/controlPanel/performanceMonitoring', 'TRIMIN');
    expect(await screen.findByRole('heading', { name: 'Performance Monitoring', level: 1 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Open server monitoring/ }));
    expect(open).toHaveBeenCalledWith(MONITORING_PATH, '_blank', 'noopener');
    await expectNoAxeViolations();
  });

  it('shows each area last hour in a table and the requests per minute as a chart with its table', async () => {
    fakeApi({ [route]: () => success(content()) });
    renderControlPanel(MONITORING_PATH, 'TRIMIN');
    const table = await screen.findByRole('table', { name: 'Per API area, last hour' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Area', 'Requests', 'Errors', 'p50 (ms)', 'p95 (ms)'],
      ['controlPanel', '3', '0', '12', '40'],
      ['search', '5', '1', '80', '311'],
    ]);
    const chart = screen.getByRole('img', { name: /Requests per minute, all areas/ });
    expect(chart.querySelector('desc')?.textContent).toBe(
      '8 requests and 1 errors from 06:29 to 06:30 UTC; at most 7 in a minute.',
    );
    expect(screen.getByText(/Last hour, 05:31 to 06:31 UTC \(local server\)/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('adds the areas per minute for the chart', () => {
    expect(minuteTotals(content().areas)).toEqual([
      { minute: minute(29), requests: 1, errors: 0 },
      { minute: minute(30), requests: 7, errors: 1 },
    ]);
  });

  it('refreshes every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    fakeApi({
      [route]: () => {
        calls += 1;
        return success(calls === 1 ? content({ areas: [] }) : content());
      },
    });
    renderControlPanel(MONITORING_PATH, 'TRIMIN');
    expect(await screen.findByText('No requests in the last hour.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(15_500);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Per API area, last hour' })).toBeTruthy());
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('says why when the server refuses', async () => {
    fakeApi({ [route]: () => failure(503, 'The service is busy. Please try again in a moment.') });
    renderControlPanel(MONITORING_PATH, 'TRIMIN');
    expect((await screen.findByRole('alert')).textContent).toBe('The service is busy. Please try again in a moment.');
  });
});
