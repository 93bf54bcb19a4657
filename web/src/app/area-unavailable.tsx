// What a signed-in area shows until its feature module exists: its name and a plain statement, no fake data.
import { useTranslation } from 'react-i18next';

export function AreaUnavailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">{t(title)}</h1>
      <p className="mt-2 text-slate-700">{t('This area is not available yet.')}</p>
    </section>
  );
}
