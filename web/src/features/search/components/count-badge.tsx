// The small badge beside a first name or reference when a record holds more than one.
import { useTranslation } from 'react-i18next';

export function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <span
      className="ml-1.5 inline-block rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-slate-700"
      title={t('{{count}} in all', { count })}
    >
      {count}
      <span className="sr-only"> {t('{{count}} in all', { count })}</span>
    </span>
  );
}

/** The 'more' badge of tax lien releases. */
export function MoreBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <span className="ml-1.5 inline-block rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-slate-700">
      {t('more')}
    </span>
  );
}
