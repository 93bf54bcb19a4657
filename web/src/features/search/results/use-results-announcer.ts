// What a screen reader hears of the results (issue 21), through the shell's one live region: 'Search complete: N
// results' when a search's results open, 'Loading results' while a page or a sort loads, then the new
// 'Displaying Results' line. Sighted users see the same on screen.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '#src/components/live-region.tsx';

export interface ShownPage {
  total: number;
  page: number;
  pageSize: number;
}

export function useResultsAnnouncer({ total, page, pageSize }: ShownPage, busy: boolean): void {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const wasBusy = useRef(false);
  // once per search shown (the results screen is keyed by it)
  // biome-ignore lint/correctness/useExhaustiveDependencies: said when the results open, not on every page
  useEffect(() => announce(t('Search complete: {{count}} results', { count: total })), []);
  useEffect(() => {
    if (busy) announce(t('Loading results'));
    else if (wasBusy.current) {
      const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
      const to = Math.min(total, page * pageSize);
      announce(t('Displaying Results: {{from}}-{{to}} of {{total}}', { from, to, total }));
    }
    wasBusy.current = busy;
  }, [busy, announce, t, total, page, pageSize]);
}
