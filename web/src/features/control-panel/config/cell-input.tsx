// An input in a table cell: named by its column and row (aria-label), its message below it.
import { type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  name: string;
  error?: string;
  onChange: (value: string) => void;
};

/** How a cell's input is named and tied to its message. */
const cellAria = (id: string, name: string, error?: string) => ({
  'aria-label': name,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

function CellError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
      {t(error)}
    </p>
  );
}

export function CellInput({ name, error, onChange, className = '', ...input }: Props) {
  const id = useId();
  return (
    <div className={className}>
      <input
        {...cellAria(id, name, error)}
        className={`block w-full rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100 disabled:text-slate-600 ${error ? 'border-red-600' : 'border-slate-500'}`}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
      <CellError id={id} error={error} />
    </div>
  );
}

/** A checkbox in a table cell, named by its column and row. */
export function CellCheckbox({
  name,
  error,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> & {
  name: string;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <input
        type="checkbox"
        {...cellAria(id, name, error)}
        className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-600"
        onChange={(e) => onChange(e.target.checked)}
        {...input}
      />
      <CellError id={id} error={error} />
    </div>
  );
}
