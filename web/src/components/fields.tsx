// Labelled form fields with error text bound through aria-invalid / aria-describedby. Messages are translated.
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useTranslation } from 'react-i18next';

const inputClass =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100';
// WCAG 1.4.11: a text box's edge is what shows it is one, so it keeps 3:1 against the white page (slate-500: 4.8:1)
const border = (error?: string) => (error ? 'border-red-600' : 'border-slate-500');

interface FieldShell {
  label: ReactNode;
  error?: string;
  /** a hint below the input, e.g. an example value */
  hint?: ReactNode;
  required?: boolean;
}

function Described({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** A field's label, with the required mark that screen readers skip (the input says it is required). */
export function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
      {label}
      {required && (
        <span className="text-red-700" aria-hidden>
          {' '}
          *
        </span>
      )}
    </label>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** What every labelled control carries: the error and hint bound to it, and an onChange given the new value. */
function controlProps(id: string, { error, hint, required }: FieldShell, onChange: (value: string) => void) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    'aria-required': required || undefined,
    className: `${inputClass} ${border(error)}`,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
}

/** The label above a control and its hint or error below. */
function Framed({
  id,
  shell,
  className,
  children,
}: {
  id: string;
  shell: FieldShell;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={shell.label} required={shell.required} />
      {children}
      <Described id={id} error={shell.error} hint={shell.hint} />
    </div>
  );
}

export type TextFieldProps = FieldShell &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { onChange: (value: string) => void };

/** A text input with its label; onChange gets the new value. */
export function TextField({ label, error, hint, required, onChange, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const shell = { label, error, hint, required };
  return (
    <Framed id={id} shell={shell} className={className}>
      <input {...controlProps(id, shell, onChange)} {...input} />
    </Framed>
  );
}

export type TextAreaFieldProps = FieldShell &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & { onChange: (value: string) => void };

/** A multi-line text field (three rows unless told) with its label. */
export function TextAreaField({ label, error, hint, required, onChange, className = '', ...area }: TextAreaFieldProps) {
  const id = useId();
  const shell = { label, error, hint, required };
  return (
    <Framed id={id} shell={shell} className={className}>
      <textarea rows={3} {...controlProps(id, shell, onChange)} {...area} />
    </Framed>
  );
}

export type SelectFieldProps = FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
    onChange: (value: string) => void;
    options: ReadonlyArray<{ value: string; label: string }>;
  };

/** A select with its label; options are value/label pairs. */
export function SelectField({
  label,
  error,
  hint,
  required,
  onChange,
  options,
  className = '',
  ...select
}: SelectFieldProps) {
  const id = useId();
  const shell = { label, error, hint, required };
  return (
    <Framed id={id} shell={shell} className={className}>
      <select {...controlProps(id, shell, onChange)} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Framed>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> & {
  label: ReactNode;
  error?: string;
  onChange: (checked: boolean) => void;
};

/** A checkbox with its label to the right. */
export function CheckboxField({ label, error, onChange, className = '', ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-600"
          onChange={(e) => onChange(e.target.checked)}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <Described id={id} error={error} />
    </div>
  );
}
