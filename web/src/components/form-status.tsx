// The status of an entry, configuration or report form (spec 3 section 4.2): idle, loading or success. Editing
// resets it to idle; a submit is ignored while loading and, on configuration forms (holdAfterSuccess), after a
// success until the next edit. Loading shows a spinner, success a tick, beside the submit button.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type FormStatus = 'idle' | 'loading' | 'success';

export function useFormStatus({ holdAfterSuccess = false }: { holdAfterSuccess?: boolean } = {}) {
  const [status, setStatus] = useState<FormStatus>('idle');
  const current = useRef<FormStatus>('idle');
  const set = useCallback((next: FormStatus) => {
    current.current = next;
    setStatus(next);
  }, []);
  /** Call on every edit: the form is idle again (a running submit keeps its spinner). */
  const edited = useCallback(() => {
    if (current.current === 'success') set('idle');
  }, [set]);
  /**
   * Runs the submit unless one is running (or, holding, one succeeded). The work returns false when it did not
   * succeed (invalid input, an ERROR answer): the form goes back to idle. A throw goes back to idle and rethrows.
   */
  const submit = useCallback(
    async (work: () => Promise<boolean | undefined> | boolean | undefined) => {
      if (current.current === 'loading' || (holdAfterSuccess && current.current === 'success')) return;
      set('loading');
      try {
        const ok = await work();
        set(ok === false ? 'idle' : 'success');
      } catch (err) {
        set('idle');
        throw err;
      }
    },
    [holdAfterSuccess, set],
  );
  return { status, edited, submit, setStatus: set };
}

/** The spinner or the tick; nothing when idle. Announced to screen readers. */
export function FormStatusIndicator({ status }: { status: FormStatus }) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-live="polite" className="inline-flex h-6 min-w-6 items-center">
      {status === 'loading' && (
        <>
          <span
            className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            aria-hidden
          />
          <span className="sr-only">{t('Loading')}</span>
        </>
      )}
      {status === 'success' && (
        <>
          <span className="text-xl font-bold text-green-700" aria-hidden>
            ✓
          </span>
          <span className="sr-only">{t('Saved')}</span>
        </>
      )}
    </span>
  );
}
