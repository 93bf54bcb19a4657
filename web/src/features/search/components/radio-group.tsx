// A set of radio buttons under a legend; keyboard arrows move between them as the browser does.
import { useId } from 'react';

export interface RadioGroupProps {
  legend: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  className?: string;
}

export function RadioGroup({ legend, value, options, onChange, className = '' }: RadioGroupProps) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="h-4 w-4 text-brand-600"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
