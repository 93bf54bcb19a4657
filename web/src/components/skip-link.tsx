// 'Skip to main content': the first stop of Tab on every page, hidden until focused; it moves focus to <main>
// (tabIndex -1 there), so the next Tab goes on from the page's content and not from the top again.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    e.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-700 focus:outline focus:outline-2 focus:outline-brand-600"
    >
      {t('Skip to main content')}
    </a>
  );
}
