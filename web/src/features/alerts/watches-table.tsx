// The subscriber's watches: what each watches, when it was added, and Remove (asked first).
import type { Watch } from '@portal/shared/alerts/schemas';
import { formatDate } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { kindLabels, watchValue } from './watch-text.ts';

export function WatchesTable({
  watches,
  max,
  onRemove,
}: {
  watches: Watch[];
  max: number;
  onRemove: (w: Watch) => void;
}) {
  const { t } = useTranslation();
  const cell = 'px-3 py-2 text-left align-top';
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left text-base font-semibold text-slate-900">
          {t('Your watches ({{n}} of {{max}})', { n: watches.length, max })}
        </caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              {t('Watching')}
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              {t('Added')}
            </th>
            <th scope="col" className={cell}>
              <span className="sr-only">{t('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {watches.length === 0 && (
            <tr>
              <td colSpan={3} className={`${cell} text-slate-600`}>
                {t('You have no watches yet.')}
              </td>
            </tr>
          )}
          {watches.map((w) => (
            <tr key={w.watchId} className="border-t border-slate-200">
              {/* the kind above its value, so a phone's narrow screen keeps Remove in view */}
              <td className={cell}>
                <span className="block text-xs text-slate-600">{t(kindLabels[w.kind])}</span>{' '}
                <span className="break-words font-medium text-slate-900">{watchValue(w)}</span>
              </td>
              <td className={`${cell} hidden sm:table-cell`}>{formatDate(w.createdAt)}</td>
              <td className={`${cell} text-right`}>
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  aria-label={t('Remove {{what}}', { what: `${t(kindLabels[w.kind])} ${watchValue(w)}` })}
                  onClick={() => onRemove(w)}
                >
                  {t('Remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
