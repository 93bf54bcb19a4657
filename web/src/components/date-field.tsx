// A date typed as MM/DD/YYYY (spec 1 section 5); slashes are inserted as digits are typed.
import { TextField, type TextFieldProps } from './fields.tsx';

/** Digits to MM/DD/YYYY as far as they go: '0312' -> '03/12'. */
export function formatDateInput(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

export function DateField({ onChange, ...props }: Omit<TextFieldProps, 'type' | 'maxLength'>) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      placeholder="MM/DD/YYYY"
      maxLength={10}
      autoComplete="off"
      onChange={(v) =>
        onChange(/[^\d/]/.test(v) || v.length < (props.value?.toString().length ?? 0) ? v : formatDateInput(v))
      }
    />
  );
}
