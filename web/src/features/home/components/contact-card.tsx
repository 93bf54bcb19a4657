// Contact us: the county contact's name and title, e-mail and phone.

import type { HomeContent } from '@portal/shared/home/home-content';
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';

export function ContactCard({ common }: { common: HomeContent['common'] }) {
  const { t } = useTranslation();
  return (
    <Card id="home-contact" title={t('Contact Us')}>
      {/* the name and title head the card; only e-mail and phone are label and value pairs */}
      {common.contactName && <p className="text-sm font-medium text-slate-900">{common.contactName}</p>}
      {common.contactTitle && <p className="text-sm text-slate-700">{common.contactTitle}</p>}
      <dl className="mt-1 space-y-1 text-sm">
        {common.contactEmail && (
          <div className="flex gap-2">
            <dt className="text-slate-600">{t('Email')}:</dt>
            <dd>
              <a href={`mailto:${common.contactEmail}`} className="text-brand-700 hover:underline">
                {common.contactEmail}
              </a>
            </dd>
          </div>
        )}
        {common.contactPhone && (
          <div className="flex gap-2">
            <dt className="text-slate-600">{t('Phone')}:</dt>
            <dd>
              <a href={`tel:${common.contactPhone.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
                {common.contactPhone}
              </a>
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
