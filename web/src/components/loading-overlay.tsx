// Covers the page while a long call runs; shows 'Loading' to sighted and screen-reader users.
import { useTranslation } from 'react-i18next';

export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-white/60" role="status" aria-live="polite">
      <div className="flex items-center gap-3 rounded-md bg-white px-5 py-3 shadow-lg ring-1 ring-slate-200">
        <span
          className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          aria-hidden
        />
        <span className="font-medium text-slate-800">{t('Loading')}</span>
      </div>
    </div>
  );
}
