// Performance Monitoring (Technical, TRIMIN only; spec 3 section 2.5: "a button opens the server monitoring page in
// a new tab"). The control panel page is the button; the tab it opens is this same path with ?view=monitor, which
// shows the county's last hour per API area (requests, 5xx errors, p50/p95 latency) as a table and a chart of
// requests per minute with its text table, refreshed every 15 seconds (GET controlPanel/performanceMonitoring).
import type { AreaPerformance, PerformanceContent } from '@portal/shared/monitoring/types';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { Button } from '#src/components/button.tsx';
import { ScrollBox } from '#src/components/scroll-box.tsx';
import { apiGet } from '#src/lib/api.ts';

export const MONITORING_PATH = '/controlPanel/performanceMonitoring?view=monitor';
export const REFRESH_MS = 15_000;

export default function PerformanceMonitoring() {
  const [params] = useSearchParams();
  return params.get('view') === 'monitor' ? <MonitoringView /> : <MonitoringLauncher />;
}

function MonitoringLauncher() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="panel-title">
      <h1 id="panel-title" className="mb-3 text-2xl font-semibold text-slate-900">
        {t('Performance Monitoring')}
      </h1>
      <p className="mb-4 text-sm text-slate-700">
        {t('Requests, errors and response times of this county over the last hour, per API area.')}
      </p>
      <Button onClick={() => window.open(MONITORING_PATH, '_blank', 'noopener')}>
        {t('Open server monitoring')} <span className="sr-only">{t('(opens in a new window)')}</span>
      </Button>
    </section>
  );
}

const ms = (v: number | null) => (v === null ? '–' : `${Math.round(v)}`);
const clock = (iso: string) => iso.slice(11, 16);

interface MinuteTotal {
  minute: string;
  requests: number;
  errors: number;
}

/** Requests and errors of every area per minute, oldest first. */
export function minuteTotals(areas: readonly AreaPerformance[]): MinuteTotal[] {
  const byMinute = new Map<string, MinuteTotal>();
  for (const area of areas) {
    for (const m of area.minutes) {
      const total = byMinute.get(m.minute) ?? { minute: m.minute, requests: 0, errors: 0 };
      total.requests += m.requests;
      total.errors += m.errors;
      byMinute.set(m.minute, total);
    }
  }
  return [...byMinute.values()].sort((a, b) => a.minute.localeCompare(b.minute));
}

function MonitoringView() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useSWR<PerformanceContent | undefined>(
    'controlPanel/performanceMonitoring',
    (key: string) => apiGet<PerformanceContent>(key),
    { refreshInterval: REFRESH_MS, revalidateOnFocus: false },
  );
  return (
    <section aria-labelledby="panel-title" className="grid gap-4">
      <h1 id="panel-title" className="text-2xl font-semibold text-slate-900">
        {t('Server monitoring')}
      </h1>
      <p className="text-sm text-slate-700" aria-live="polite">
        {data
          ? t('Last hour, {{from}} to {{to}} UTC ({{source}}). Refreshes every 15 seconds.', {
              from: clock(data.from),
              to: clock(data.to),
              source: data.source === 'cloudwatch' ? 'CloudWatch' : t('local server'),
            })
          : isLoading
            ? t('Loading…')
            : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error instanceof Error ? error.message : String(error)}
        </p>
      )}
      {data && !data.areas.length && <p className="text-slate-700">{t('No requests in the last hour.')}</p>}
      {data && data.areas.length > 0 && (
        <>
          <AreaTable areas={data.areas} />
          <RequestsChart minutes={minuteTotals(data.areas)} />
        </>
      )}
    </section>
  );
}

function AreaTable({ areas }: { areas: readonly AreaPerformance[] }) {
  const { t } = useTranslation();
  const cell = 'border-b border-slate-200 px-3 py-1.5';
  return (
    <ScrollBox label={t('Per API area, last hour')} className="max-w-3xl">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left font-medium text-slate-900">{t('Per API area, last hour')}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className={cell}>
              {t('Area')}
            </th>
            {[t('Requests'), t('Errors'), t('p50 (ms)'), t('p95 (ms)')].map((label) => (
              <th key={label} scope="col" className={`${cell} text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {areas.map((a) => (
            <tr key={a.area}>
              <th scope="row" className={`${cell} text-left font-normal`}>
                {a.area}
              </th>
              <td className={`${cell} text-right`}>{a.requests}</td>
              <td className={`${cell} text-right ${a.errors ? 'font-semibold text-red-700' : ''}`}>{a.errors}</td>
              <td className={`${cell} text-right`}>{ms(a.p50)}</td>
              <td className={`${cell} text-right`}>{ms(a.p95)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

const WIDTH = 600;
const HEIGHT = 160;

function RequestsChart({ minutes }: { minutes: readonly MinuteTotal[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...minutes.map((m) => m.requests));
  const slot = WIDTH / 60;
  const first = minutes[0] ? Date.parse(minutes[0].minute) : 0;
  const last = minutes.at(-1) ? Date.parse(minutes.at(-1)?.minute ?? '') : 0;
  // the last minute is drawn at the right edge; 60 slots back from it
  const x = (minute: string) => WIDTH - slot * (1 + Math.round((last - Date.parse(minute)) / 60_000));
  const y = (n: number) => HEIGHT - (n / max) * (HEIGHT - 10);
  const total = minutes.reduce((s, m) => s + m.requests, 0);
  const errors = minutes.reduce((s, m) => s + m.errors, 0);
  return (
    <figure className="grid max-w-3xl gap-2">
      <figcaption className="font-medium text-slate-900">{t('Requests per minute, all areas')}</figcaption>
      <svg
        role="img"
        aria-labelledby="requests-chart-title requests-chart-desc"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        className="w-full rounded border border-slate-200 bg-white"
      >
        <title id="requests-chart-title">{t('Requests per minute, all areas')}</title>
        <desc id="requests-chart-desc">
          {t('{{total}} requests and {{errors}} errors from {{from}} to {{to}} UTC; at most {{max}} in a minute.', {
            total,
            errors,
            max,
            from: first ? clock(new Date(first).toISOString()) : '',
            to: last ? clock(new Date(last).toISOString()) : '',
          })}
        </desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#64748b" />
        {minutes.map((m) => (
          <g key={m.minute}>
            <rect x={x(m.minute)} width={slot - 1} y={y(m.requests)} height={HEIGHT - y(m.requests)} fill="#2563eb" />
            {m.errors > 0 && (
              <rect x={x(m.minute)} width={slot - 1} y={y(m.errors)} height={HEIGHT - y(m.errors)} fill="#b91c1c" />
            )}
          </g>
        ))}
        <text x={0} y={HEIGHT + 15} fontSize={11} fill="#334155">
          {t('60 minutes ago')}
        </text>
        <text x={WIDTH} y={HEIGHT + 15} fontSize={11} fill="#334155" textAnchor="end">
          {t('now')}
        </text>
      </svg>
      <details>
        <summary className="cursor-pointer text-sm text-brand-700">{t('Chart data as a table')}</summary>
        <table className="mt-2 border-collapse text-sm">
          <caption className="sr-only">{t('Requests per minute, all areas')}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="px-3 py-1">
                {t('Minute (UTC)')}
              </th>
              <th scope="col" className="px-3 py-1 text-right">
                {t('Requests')}
              </th>
              <th scope="col" className="px-3 py-1 text-right">
                {t('Errors')}
              </th>
            </tr>
          </thead>
          <tbody>
            {minutes.map((m) => (
              <tr key={m.minute}>
                <th scope="row" className="px-3 py-1 text-left font-normal">
                  {clock(m.minute)}
                </th>
                <td className="px-3 py-1 text-right">{m.requests}</td>
                <td className="px-3 py-1 text-right">{m.errors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
