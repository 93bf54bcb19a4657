// A group of fields of a configuration page, in one to three columns, under an optional heading.
import { useTranslation } from 'react-i18next';
import { FieldInput } from './field-input.tsx';
import { getAt } from './form-path.ts';
import type { FieldSpec } from './page-types.ts';
import type { ConfigFormState } from './use-config-form.ts';

const grid = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

export function FieldsBlock({
  heading,
  fields,
  columns = 1,
  state,
}: {
  heading?: string;
  fields: FieldSpec[];
  columns?: 1 | 2 | 3;
  state: ConfigFormState;
}) {
  const { t } = useTranslation();
  const body = (
    <div className={`grid items-end gap-4 ${grid[columns]}`}>
      {fields.map((f) => (
        <FieldInput
          key={f.name}
          spec={f}
          value={getAt(state.form, f.name)}
          text={state.texts[f.name]}
          error={state.errors[f.name]}
          disabled={state.disabled.has(f.name)}
          onChange={(value, text) => state.change(f.name, value, text)}
          className={f.wide ? 'sm:col-span-full' : undefined}
        />
      ))}
    </div>
  );
  if (!heading) return body;
  return (
    <fieldset className="min-w-0 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t(heading)}</legend>
      {body}
    </fieldset>
  );
}
