// The lists and tables of the configuration pages (rate options, special rates, login page links): the hint above
// a list and its error as an alert, and a table in its own scroll box named like its caption.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '#src/components/scroll-box.tsx';

export function ListBlock({ hint, error, children }: { hint: string; error?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">{t(hint)}</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(error)}
        </p>
      )}
      {children}
    </div>
  );
}

export function ConfigTable(props: {
  /** the scroll box's name and the caption */
  label: string;
  /** the table's least width (a min-w- class), beyond which the box scrolls */
  minWidth: string;
  /** a caption for screen readers only, where a heading above already shows it */
  captionHidden?: boolean;
  /** the head row's cells */
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <ScrollBox label={props.label}>
      <table className={`w-full ${props.minWidth} text-sm`}>
        <caption className={props.captionHidden ? 'sr-only' : 'mb-2 text-left font-semibold text-slate-800'}>
          {props.label}
        </caption>
        <thead>
          <tr className="text-left text-slate-700">{props.head}</tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </ScrollBox>
  );
}
