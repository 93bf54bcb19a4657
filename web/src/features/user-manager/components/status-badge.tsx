// The list's status badge (spec 3 section 2.3): inactive, pending or locked!; nothing for an active user.
import type { UserStatus } from '@portal/shared/auth/roles';
import { statusBadge } from '@portal/shared/users/user-status';
import { useTranslation } from 'react-i18next';

const colours = {
  inactive: 'bg-slate-200 text-slate-800',
  pending: 'bg-amber-100 text-amber-900',
  'locked!': 'bg-red-100 text-red-800',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  const badge = statusBadge(status);
  if (!badge) return null;
  return (
    <span className={`ml-2 rounded px-1.5 py-0.5 text-xs font-semibold ${colours[badge]}`}>
      {badge === 'inactive' ? t('inactive') : badge === 'pending' ? t('pending') : t('locked!')}
    </span>
  );
}
