// Property fraud alerts by month (issue 22), for county and vendor staff under every report: subscribers at the
// month's end, new confirmed subscribers, and alert e-mails sent. Nothing for other roles (the call refuses them),
// nor where the county does not offer alerts.
import type { AlertsStats } from '@portal/shared/alerts/schemas';
import { formatCount } from '@portal/shared/format/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ScrollBox } from '#src/components/scroll-box.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useFraudAlertsOffered } from '#src/lib/fraud-alerts-offered.ts';
import { isStaffRole } from './reports.ts';

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

export function FraudAlertStats() {
  const { t } = useTranslation();
  const headingId = useId();
  const staff = isStaffRole(useCurrentUser()?.role);
  // Only where the county offers alerts: elsewhere the stats call answers 403, which the app takes for an ended
  // session and signs the user out.
  const offered = useFraudAlertsOffered(staff);
  const { data, error } = useSWR<AlertsStats>(staff && offered ? 'alerts/stats' : null, { revalidateOnFocus: false });
  if (!staff || !offered) return null;
  const cell = 'px-3 py-1.5 text-right tabular-nums';
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 max-w-3xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="mb-2 text-base font-semibold text-slate-900">
        {t('Property fraud alerts')}
      </h2>
      {error && <p className="text-sm text-red-800">{t('The alert counts could not be loaded.')}</p>}
      {!data && !error && <p className="text-sm text-slate-600">{t('Loading')}</p>}
      {data && (
        <ScrollBox label={t('Property fraud alerts by month')}>
          <table className="w-full min-w-[28rem] border-collapse text-sm">
            <caption className="sr-only">{t('Property fraud alerts by month')}</caption>
            <thead className="bg-slate-100 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-1.5 text-left">
                  {t('Month')}
                </th>
                <th scope="col" className={cell}>
                  {t('Subscribers')}
                </th>
                <th scope="col" className={cell}>
                  {t('New subscribers')}
                </th>
                <th scope="col" className={cell}>
                  {t('Alerts sent')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((m) => (
                <tr key={m.month} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {monthName(m.month)}
                  </th>
                  <td className={cell}>{formatCount(m.subscribers)}</td>
                  <td className={cell}>{formatCount(m.newSubscribers)}</td>
                  <td className={cell}>{formatCount(m.alertsSent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
