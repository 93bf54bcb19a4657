// The grid search fields sit in: one column on phones, up to three on wide screens.
import type { ReactNode } from 'react';

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
