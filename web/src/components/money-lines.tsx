// A money table's rows (balances, deposit, surcharge, total, a price): label left, amount right in tabular figures.
import type { ReactNode } from 'react';

export function MoneyLines({ children }: { children: ReactNode }) {
  return <dl className="my-3 divide-y divide-slate-100 text-sm">{children}</dl>;
}

export function MoneyLine({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-6 py-1 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
