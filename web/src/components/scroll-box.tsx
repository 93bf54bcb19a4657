// A table's own sideways scroll box: at 320 px or 400% zoom a wide table scrolls here, never the page (WCAG
// 1.4.10). It is a named, focusable region so a keyboard user can scroll it even when the table holds no control
// (2.1.1); `relative` keeps the table's sr-only texts inside it, or they would widen the page.
import type { ReactNode } from 'react';

export function ScrollBox({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`relative overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${className}`}
    >
      {children}
    </section>
  );
}
