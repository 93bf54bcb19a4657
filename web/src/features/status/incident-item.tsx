// One incident or planned maintenance as the page lists it: its kind and severity in words, its times, its words in
// the reader's language, and TRIMIN's resolve button when given.
import { formatDateTime } from '@portal/shared/format/dates';
import { incidentText } from '@portal/shared/status/incident-text';
import type { Incident } from '@portal/shared/status/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '#src/i18n/index.ts';

const severityLabel = { MINOR: 'Minor', MAJOR: 'Major', CRITICAL: 'Critical' } as const;

export function IncidentItem({ incident: i, action }: { incident: Incident; action?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const text = incidentText(i, i18n.language);
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, currentLocale())}</time>;
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900" lang={text.lang}>
          {text.title}
        </h3>
        {action}
      </div>
      <p className="mt-1 text-xs font-medium uppercase tracking-wide text-slate-700">
        {i.kind === 'MAINTENANCE' ? t('Planned maintenance') : t('Incident')} · {t(severityLabel[i.severity])}
        {i.resolvedAt ? ` · ${t('Resolved')}` : ''}
      </p>
      <p className="mt-2 whitespace-pre-line text-sm text-slate-800" lang={text.lang}>
        {text.message}
      </p>
      <p className="mt-2 text-xs text-slate-700">
        {t('From')} {when(i.startsAt)}
        {i.endsAt && (
          <>
            {' '}
            {t('until')} {when(i.endsAt)}
          </>
        )}
        {i.resolvedAt && (
          <>
            {' · '}
            {t('Resolved')} {when(i.resolvedAt)}
          </>
        )}
      </p>
    </li>
  );
}
