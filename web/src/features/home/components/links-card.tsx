// External links: one column, two when there are more than 8 (spec 1 section 9).

import type { Paragraph } from '@portal/shared/home/home-content';
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';

export const TWO_COLUMNS_ABOVE = 8;

export function LinksCard({ links }: { links: Paragraph[] }) {
  const { t } = useTranslation();
  const twoColumns = links.length > TWO_COLUMNS_ABOVE;
  return (
    <Card id="home-links" title={t('Links')}>
      {links.length === 0 ? (
        <p className="text-sm text-slate-600">{t('No links.')}</p>
      ) : (
        <ul data-columns={twoColumns ? 2 : 1} className={`grid gap-x-6 gap-y-2 ${twoColumns ? 'sm:grid-cols-2' : ''}`}>
          {links.map((l) => (
            <li key={`${l.heading}${l.paragraphContent}`}>
              <a
                href={l.paragraphContent}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {l.heading}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
