// Latest news: the headlines with their text cut short; where the county offers More (homeSelections
// latestNewsMore), Expand opens every item in full in a window.

import type { Paragraph } from '@portal/shared/home/home-content';
import { useTranslation } from 'react-i18next';
import { ExpandableCard } from './expandable-card.tsx';

function NewsList({ news, clamp }: { news: Paragraph[]; clamp: boolean }) {
  return (
    <ul className="space-y-3">
      {news.map((n) => (
        <li key={`${n.heading}${n.paragraphContent}`}>
          <h3 className="font-medium text-slate-900">{n.heading}</h3>
          <p className={`whitespace-pre-line text-sm text-slate-700 ${clamp ? 'line-clamp-3' : ''}`}>
            {n.paragraphContent}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function LatestNewsCard({ news, more }: { news: Paragraph[]; more: boolean }) {
  const { t } = useTranslation();
  const expand = { shown: more && news.length > 0, label: t('Expand'), name: t('Expand latest news') };
  const full = <NewsList news={news} clamp={false} />;
  return (
    <ExpandableCard id="home-latest-news" title={t('Latest News')} expand={expand} full={full}>
      {news.length === 0 ? <p className="text-sm text-slate-600">{t('No news.')}</p> : <NewsList news={news} clamp />}
    </ExpandableCard>
  );
}
