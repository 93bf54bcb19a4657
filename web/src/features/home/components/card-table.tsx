// The table of a home card (notable dates, transactions): it scrolls sideways on its own, and each row is headed
// by its translated label.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function CardTable<R extends { label: string }>(props: {
  /** the head row's cells */
  head: ReactNode;
  rows: readonly R[];
  /** a row's cells after its label */
  cells: (row: R) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs sm:text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">{props.head}</tr>
        </thead>
        <tbody>
          {props.rows.map((r) => (
            <tr key={r.label} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-1 py-1 sm:px-2 font-medium text-slate-700">
                {t(r.label)}
              </th>
              {props.cells(r)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
