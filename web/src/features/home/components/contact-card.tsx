// Contact us: the county contact's name and title, e-mail and phone.

import type { HomeContent } from '@portal/shared/home/home-content';
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';

export function ContactCard({ common }: { common: HomeContent['common'] }) {
  const { t } = useTranslation();
  return (
    <Card id="home-contact" title={t('Contact Us')}>
      <dl className="space-y-1 text-sm">
        {common.contactName && <dd className="font-medium text-slate-900">{common.contactName}</dd>}
        {common.contactTitle && <dd className="text-slate-700">{common.contactTitle}</dd>}
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
