// The latest-news card of the login page.
import { useTranslation } from 'react-i18next';
import type { Paragraphs } from './login-page-data.ts';

export function LatestNews({ news }: { news: Paragraphs['paragraphs'] }) {
  const { t } = useTranslation();
  if (!news.length) return null;
  return (
    <section aria-labelledby="latest-news" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="latest-news" className="text-lg font-semibold text-slate-900">
        {t('Latest News')}
      </h2>
      <ul className="mt-3 space-y-3">
        {news.map((n) => (
          <li key={n.heading}>
            <h3 className="font-medium text-slate-900">{n.heading}</h3>
            <p className="text-sm text-slate-700">{n.paragraphContent}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
