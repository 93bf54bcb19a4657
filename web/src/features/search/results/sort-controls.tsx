// The sort select and the ascending/descending toggle of a results table; each change re-runs the sort call.
import type { SortDirection, SortOrder } from '@portal/shared/search/result-kinds';
import { useTranslation } from 'react-i18next';
import { SelectField } from '#src/components/fields.tsx';

export interface SortControlsProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  sort: SortOrder;
  disabled?: boolean;
  onSort: (sort: SortOrder) => void;
}

const flip = (d: SortDirection): SortDirection => (d === 'ASC' ? 'DESC' : 'ASC');

export function SortControls({ options, sort, disabled, onSort }: SortControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end gap-2">
      <SelectField
        label={t('Sort By')}
        options={options}
        value={sort.sortKey}
        disabled={disabled}
        onChange={(sortKey) => onSort({ sortKey, sortDirection: sort.sortDirection })}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => onSort({ sortKey: sort.sortKey, sortDirection: flip(sort.sortDirection) })}
        title={t('Change between ascending and descending order')}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-400"
      >
        {sort.sortDirection === 'ASC' ? t('ASC') : t('DESC')}
      </button>
    </div>
  );
}
