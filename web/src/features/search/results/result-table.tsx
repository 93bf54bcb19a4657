// A results table whose rows are chosen by click, Enter or Space; the chosen row is highlighted (aria-selected).
// The sorted column's header says the order to screen readers (aria-sort); the caption names the table.
import type { SortOrder } from '@portal/shared/search/result-kinds';
import type { KeyboardEvent, ReactNode } from 'react';

export interface Column<R> {
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** the sort keys (of the Sort By select) whose order this column shows */
  sortKeys?: readonly string[];
}

/** aria-sort of a column's header: the direction when the table is sorted by one of its keys. */
export function ariaSort(column: { sortKeys?: readonly string[] }, sort?: SortOrder) {
  if (!sort || !column.sortKeys?.includes(sort.sortKey)) return undefined;
  return sort.sortDirection === 'DESC' ? 'descending' : 'ascending';
}

export interface ResultTableProps<R> {
  caption: string;
  columns: Array<Column<R>>;
  rows: R[];
  rowId: (row: R) => string;
  selectedId: string | null;
  onSelect: (row: R) => void;
  sort?: SortOrder;
}

export function ResultTable<R>({ caption, columns, rows, rowId, selectedId, onSelect, sort }: ResultTableProps<R>) {
  const onKeyDown = (row: R) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onSelect(row);
  };
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" aria-sort={ariaSort(c, sort)} className="px-3 py-2 font-semibold">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const id = rowId(row);
            const selected = id === selectedId;
            return (
              <tr
                key={id}
                tabIndex={0}
                aria-selected={selected}
                onClick={() => onSelect(row)}
                onKeyDown={onKeyDown(row)}
                className={`cursor-pointer align-top focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600 ${selected ? 'bg-brand-100' : 'hover:bg-slate-50'}`}
              >
                {columns.map((c, i) => (
                  <td key={i} className="px-3 py-2">
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
