// The home page's banner while TRIMIN has an incident or planned maintenance open (issue 28): each one's title and
// message in the reader's language (Spanish when written, else English), and the way to the status page.
import { incidentText } from '@portal/shared/status/incident-text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOpenIncidents } from '../api/get-open-incidents.ts';

export function IncidentBanner() {
  const { t, i18n } = useTranslation();
  const open = useOpenIncidents();
  if (open.length === 0) return null;
  return (
    <section
      aria-labelledby="incident-banner"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:p-4"
    >
      <h2 id="incident-banner" className="font-semibold">
        {t('Service notices')}
      </h2>
      <ul className="mt-2 space-y-2">
        {open.map((i) => {
          const w = incidentText(i, i18n.language);
          return (
            <li key={i.incidentId}>
              <span className="block font-semibold">
                {i.kind === 'MAINTENANCE' ? `${t('Planned maintenance')}: ` : ''}
                <span lang={w.lang}>{w.title}</span>
              </span>
              <span className="block" lang={w.lang}>
                {w.message}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-2">
        <Link to="/status" className="text-brand-800 underline hover:text-brand-900">
          {t('See the system status page')}
        </Link>
      </p>
    </section>
  );
}
