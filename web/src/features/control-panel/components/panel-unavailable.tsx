// A control panel path with no page, or one not open to the role: its title (if the navigation names it) and a note.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { panelOf } from '../panels.ts';

export function PanelUnavailable() {
  const { t } = useTranslation();
  const { '*': rest = '' } = useParams();
  const panel = panelOf(rest);
  return (
    <section aria-labelledby="panel-title">
      <h1 id="panel-title" className="mb-3 text-2xl font-semibold text-slate-900">
        {panel ? t(panel.label) : t('Control Panel')}
      </h1>
      <p className="text-slate-700">{t('This page is not available yet.')}</p>
    </section>
  );
}
