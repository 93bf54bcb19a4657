// A set of radio buttons under a legend; keyboard arrows move between them as the browser does. On a search form the
// name is the field's, which marks the value as shown (forms/shown-values.ts). A hint under the radios describes
// the whole group.
import { type ReactNode, useId } from 'react';

export interface RadioGroupProps {
  legend: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  /** the field the group sets; a generated name without it */
  name?: string;
  className?: string;
  /** what the choices do, read out with the group */
  hint?: ReactNode;
}

export function RadioGroup({ legend, value, options, onChange, name, className = '', hint }: RadioGroupProps) {
  const generated = useId();
  const hintId = `${generated}-hint`;
  return (
    <fieldset className={className} aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name ?? generated}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="h-4 w-4 text-brand-600"
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint && (
        <div id={hintId} className="mt-1 space-y-0.5 text-xs text-slate-600">
          {hint}
        </div>
      )}
    </fieldset>
  );
}
