// One home page card: a titled white panel.
import type { ReactNode } from 'react';

export function Card({
  id,
  title,
  action,
  children,
  className = '',
}: {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
