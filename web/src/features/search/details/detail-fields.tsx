// Label and value pairs of a detail pane; empty values are left out.
import type { ReactNode } from 'react';

export function DetailFields({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  const shown = items.filter(([, v]) => v !== '' && v !== null && v !== undefined && v !== false);
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
