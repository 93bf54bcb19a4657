// External links: one column, two when there are more than 8 (spec 1 section 9); where the county offers More
// (homeSelections linksMore), More opens every link with its address in a window.

import type { Paragraph } from '@portal/shared/home/home-content';
import { useTranslation } from 'react-i18next';
import { ExpandableCard } from './expandable-card.tsx';

export const TWO_COLUMNS_ABOVE = 8;

const linkClass = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

export function LinksCard({ links, more }: { links: Paragraph[]; more: boolean }) {
  const { t } = useTranslation();
  const twoColumns = links.length > TWO_COLUMNS_ABOVE;
  const full = (
    <ul className="space-y-2">
      {links.map((l) => (
        <li key={`${l.heading}${l.paragraphContent}`}>
          <a href={l.paragraphContent} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {l.heading}
          </a>
          <p className="break-all text-xs text-slate-600">{l.paragraphContent}</p>
        </li>
      ))}
    </ul>
  );
  const expand = { shown: more && links.length > 0, label: t('More'), name: t('More links') };
  return (
    <ExpandableCard id="home-links" title={t('Links')} expand={expand} full={full}>
      {links.length === 0 ? (
        <p className="text-sm text-slate-600">{t('No links.')}</p>
      ) : (
        <ul data-columns={twoColumns ? 2 : 1} className={`grid gap-x-6 gap-y-2 ${twoColumns ? 'sm:grid-cols-2' : ''}`}>
          {links.map((l) => (
            <li key={`${l.heading}${l.paragraphContent}`}>
              <a href={l.paragraphContent} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {l.heading}
              </a>
            </li>
          ))}
        </ul>
      )}
    </ExpandableCard>
  );
}
