// The grid of a details table (a detail pane's sub-table, the legal description details window): small grey
// column heads over rows divided by a rule, scrolling sideways on its own.
import type { ReactNode } from 'react';

export function DetailsTable(props: {
  headers: string[];
  rows: { key: number; cells: ReactNode[] }[];
  cellClassName: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {props.headers.map((h) => (
              <th key={h} scope="col" className="px-2 py-1 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, j) => (
                <td key={j} className={props.cellClassName}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
