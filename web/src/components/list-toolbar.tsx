// The filters and buttons above the Users and Accounts lists (spec 3 sections 2.3, 2.4): a text filter (applied
// as typed, after a short pause), All / Active Only, New and Export.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from '#src/lib/use-paged-list.ts';
import { Button } from './button.tsx';
import { SelectField, TextField } from './fields.tsx';

export interface ListToolbarProps {
  filters: ListFilters;
  onFilters: (filters: ListFilters) => void;
  /** 'All Users' / 'Active Users Only' or the accounts' wording */
  allLabel: string;
  activeLabel: string;
  onNew: () => void;
  onExport: () => void;
  exporting?: boolean;
}

export function ListToolbar({
  filters,
  onFilters,
  allLabel,
  activeLabel,
  onNew,
  onExport,
  exporting,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(filters.filterText);
  useEffect(() => {
    if (text.trim() === filters.filterText) return;
    const timer = setTimeout(() => onFilters({ ...filters, filterText: text.trim() }), 300);
    return () => clearTimeout(timer);
  }, [text, filters, onFilters]);
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <TextField label={t('Filter')} type="search" value={text} maxLength={100} onChange={setText} className="w-64" />
      <SelectField
        label={t('Show')}
        value={filters.includeInactive ? 'all' : 'active'}
        onChange={(v) => onFilters({ ...filters, filterText: text.trim(), includeInactive: v === 'all' })}
        options={[
          { value: 'all', label: allLabel },
          { value: 'active', label: activeLabel },
        ]}
        className="w-48"
      />
      <div className="ml-auto flex gap-2">
        <Button onClick={onNew}>{t('New')}</Button>
        <Button variant="secondary" onClick={onExport} disabled={exporting}>
          {t('Export')}
        </Button>
      </div>
    </div>
  );
}
