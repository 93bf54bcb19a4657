// Submit and Clear of a search form, with the loading or success indicator (seen here; heard through the shell's
// live region: 'Searching' here, the results screen says how many were found).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { useAnnounce } from '#src/components/live-region.tsx';
import type { FormStatus } from '../forms/use-search-form.ts';

export interface FormActionsProps {
  status: FormStatus;
  onClear: () => void;
  /** the id of what Submit costs, read with it (absent from the page when the search is free) */
  describedBy?: string;
}

export function FormActions({ status, onClear, describedBy }: FormActionsProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  useEffect(() => {
    if (status === 'LOADING') announce(t('Searching'));
  }, [status, announce, t]);
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
      <Button type="submit" aria-busy={status === 'LOADING' || undefined} aria-describedby={describedBy}>
        {t('Submit')}
      </Button>
      <Button variant="secondary" onClick={onClear}>
        {t('Clear')}
      </Button>
      <span className="text-sm text-slate-600">
        {status === 'LOADING' && (
          <span className="inline-flex items-center gap-2">
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
              aria-hidden
            />
            {t('Loading')}
          </span>
        )}
        {status === 'SUCCESS' && (
          <span className="text-green-700">
            <span aria-hidden>✓ </span>
            {t('Search complete')}
          </span>
        )}
      </span>
    </div>
  );
}
