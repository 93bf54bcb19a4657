// WCAG 2.4.2: the browser's title names the screen, '<the screen's heading> - <app title>', so a tab, the history
// and a screen reader's window list tell screens apart. It is read from the <h1> in <main>, which every screen has,
// so no screen keeps a title of its own, and it follows the heading as it changes (a search form's title, a
// language switch, a screen loaded lazily).
import { useEffect } from 'react';
import { MAIN_ID } from './skip-link.tsx';

export function useDocumentTitle(appTitle: string): void {
  useEffect(() => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const update = () => {
      const heading = main.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      const title = heading && heading !== appTitle ? `${heading} - ${appTitle}` : appTitle;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [appTitle]);
}
