// The county's own number, for a subscriber who wants to speak to someone about a recording.
import { useTranslation } from 'react-i18next';

export function CountyPhone({ phone }: { phone: string }) {
  const { t } = useTranslation();
  if (!phone.trim()) return null;
  return (
    <p className="mt-5 border-t border-slate-200 pt-4 text-sm text-slate-700">
      {t('Questions about a recording? Call the county at')}{' '}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline hover:text-brand-800">
        {phone}
      </a>
    </p>
  );
}
