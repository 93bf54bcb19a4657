// Focus after a client-side page change (issue 21): a browser puts a new page's focus at its top, so the first Tab
// reaches 'Skip to main content'; a single-page app keeps focus on the link just used (or on nothing, once that
// link is gone), and Tab would go on from there. On each new path this puts focus on an empty mark before the skip
// link, unless the new screen has put it inside <main> itself (the results heading does).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from './skip-link.tsx';

export function RouteFocusMark() {
  const mark = useRef<HTMLSpanElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    const inMain = active && active !== document.body && document.getElementById(MAIN_ID)?.contains(active);
    if (!inMain) mark.current?.focus();
  }, [pathname]);
  return <span ref={mark} tabIndex={-1} className="sr-only" data-testid="route-focus-mark" />;
}
