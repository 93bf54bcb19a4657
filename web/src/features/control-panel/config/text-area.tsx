// A labelled multi-line text field, bound to its message as the shared fields are.
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  onChange: (value: string) => void;
};

export function TextArea({ label, error, hint, required, onChange, className = '', ...area }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        aria-required={required || undefined}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100 ${error ? 'border-red-600' : 'border-slate-300'}`}
        onChange={(e) => onChange(e.target.value)}
        {...area}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {t(error)}
        </p>
      )}
    </div>
  );
}
