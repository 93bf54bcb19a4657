// The 'inactive' mark beside an account's name, in the Accounts list and on the account entry page.
import { useTranslation } from 'react-i18next';

export function InactiveBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (status === 'A') return null;
  return (
    <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
      {t('inactive')}
    </span>
  );
}
