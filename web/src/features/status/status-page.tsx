// /status: the county's public status page (issue 28), open without sign-in and linked from the login page's
// footer: each area's synthetic check, the index's verified-through and posted-through dates, the open incidents
// and maintenance, and the last 90 days of them. A signed-in TRIMIN user posts and resolves incidents here.
import { formatDate } from '@portal/shared/format/dates';
import { INCIDENT_DAYS, type Incident } from '@portal/shared/status/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '#src/components/button.tsx';
import { PublicLayout } from '#src/components/public-layout.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import { ApiError } from '#src/lib/api.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { resolveIncident, useStatus } from './api.ts';
import { AreaStateRow } from './area-state.tsx';
import { IncidentForm } from './incident-form.tsx';
import { IncidentItem } from './incident-item.tsx';

const panel = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

export function StatusPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useStatus();
  const user = useCurrentUser();
  const trimin = user?.role === 'TRIMIN';
  const [actionError, setActionError] = useState('');

  async function resolve(i: Incident) {
    setActionError('');
    try {
      await resolveIncident(i.incidentId);
      await mutate();
    } catch (err) {
      setActionError(err instanceof ApiError ? err.message : 'An unexpected error has occurred');
    }
  }

  const resolvedRecent = data?.recent.filter((i) => !data.open.some((o) => o.incidentId === i.incidentId)) ?? [];
  return (
    <PublicLayout>
      <div className="mx-auto max-w-4xl space-y-6">
        <h1 className="text-2xl font-semibold text-slate-900">
          {data?.countyName ? t('System status: {{county}}', { county: data.countyName }) : t('System status')}
        </h1>
        {error && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {t(error instanceof ApiError ? error.message : 'An unexpected error has occurred')}
          </p>
        )}
        {!data && !error && <p className="text-sm text-slate-700">{t('Loading')}</p>}
        {data && (
          <>
            <section aria-labelledby="status-open" className="space-y-3">
              <h2 id="status-open" className="text-lg font-semibold text-slate-900">
                {t('Current incidents and maintenance')}
              </h2>
              {actionError && (
                <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
                  {t(actionError)}
                </p>
              )}
              {data.open.length === 0 ? (
                <p className="text-sm text-slate-700">{t('None at this time.')}</p>
              ) : (
                <ul className="space-y-3">
                  {data.open.map((i) => (
                    <IncidentItem
                      key={i.incidentId}
                      incident={i}
                      action={
                        trimin && (
                          <Button variant="secondary" onClick={() => resolve(i)}>
                            {t('Resolve')}
                          </Button>
                        )
                      }
                    />
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="status-areas" className={panel}>
              <h2 id="status-areas" className="mb-2 text-lg font-semibold text-slate-900">
                {t('Services')}
              </h2>
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-slate-700">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('Service')}
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('State')}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t('Checked')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.areas.map((a) => (
                    <AreaStateRow key={a.area} check={a} />
                  ))}
                </tbody>
              </table>
            </section>

            <section aria-labelledby="status-index" className={panel}>
              <h2 id="status-index" className="mb-2 text-lg font-semibold text-slate-900">
                {t('Index dates')}
              </h2>
              {data.indexDates.length === 0 ? (
                <p className="text-sm text-slate-700">{t('The county has not published its index dates.')}</p>
              ) : (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-left text-slate-700">
                      <th scope="col" className="py-2 pr-4 font-medium">
                        {t('Records')}
                      </th>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        {t('Verified through')}
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        {t('Posted through')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.indexDates.map((d) => (
                      <tr key={d.recordType} className="border-t border-slate-200">
                        <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
                          {t(d.label)}
                        </th>
                        <td className="py-2 pr-4">
                          {d.verifiedThrough ? formatDate(d.verifiedThrough, currentLocale()) : '—'}
                        </td>
                        <td className="py-2">{d.postedThrough ? formatDate(d.postedThrough, currentLocale()) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>

            <section aria-labelledby="status-history" className="space-y-3">
              <h2 id="status-history" className="text-lg font-semibold text-slate-900">
                {t('Past {{days}} days', { days: INCIDENT_DAYS })}
              </h2>
              {resolvedRecent.length === 0 ? (
                <p className="text-sm text-slate-700">
                  {t('No incidents in the past {{days}} days.', { days: INCIDENT_DAYS })}
                </p>
              ) : (
                <ul className="space-y-3">
                  {resolvedRecent.map((i) => (
                    <IncidentItem key={i.incidentId} incident={i} />
                  ))}
                </ul>
              )}
            </section>

            {trimin && (
              <section aria-labelledby="status-post" className={panel}>
                <h2 id="status-post" className="mb-3 text-lg font-semibold text-slate-900">
                  {t('Post an incident or planned maintenance')}
                </h2>
                <IncidentForm onPosted={() => void mutate()} />
              </section>
            )}
          </>
        )}
        <p className="text-sm">
          <Link to={user ? '/home' : '/login'} className="text-brand-700 underline hover:text-brand-800">
            {user ? t('Back to home') : t('Back to sign in')}
          </Link>
        </p>
      </div>
    </PublicLayout>
  );
}
