// The login page's links footer: one row up to 6 links, two rows above that.
import { useTranslation } from 'react-i18next';
import type { Paragraphs } from './login-page-data.ts';

export function LoginLinks({ links }: { links: Paragraphs['paragraphs'] }) {
  const { t } = useTranslation();
  if (!links.length) return null;
  const columns = links.length <= 6 ? links.length : Math.ceil(links.length / 2);
  return (
    <nav aria-label={t('Links')} className="border-t border-slate-200 bg-slate-100 px-4 py-4">
      <ul
        className="mx-auto grid max-w-screen-xl grid-cols-2 gap-2 text-center text-sm sm:grid-cols-[repeat(var(--cols),minmax(0,1fr))]"
        style={{ '--cols': columns } as React.CSSProperties}
      >
        {links.map((l) => (
          <li key={`${l.heading}${l.paragraphContent}`}>
            <a
              href={l.paragraphContent}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline hover:text-brand-800"
            >
              {l.heading}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
