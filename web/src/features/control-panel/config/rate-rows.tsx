// The flat fee's five rate options (spec 3 sections 3.7, 4.6, 5.6): each row's option, unlimited flag, number of
// images and cost; the registry's dependencies disable a row's fields until its option is on.
import { FLAT_FEE_RATE_ROWS } from '@portal/shared/config/rules';
import { useTranslation } from 'react-i18next';
import { CellCheckbox, CellInput } from './cell-input.tsx';
import { ConfigTable } from './config-table.tsx';
import { getAt } from './form-path.ts';
import { centsToDollars, dollarsToCents, textToNumber } from './money.ts';
import type { ConfigFormState } from './use-config-form.ts';

export function RateRows({ state }: { state: ConfigFormState }) {
  const { t } = useTranslation();
  const rows = Array.from({ length: FLAT_FEE_RATE_ROWS }, (_, i) => i);
  const p = (i: number, f: string) => `rates.${i}.${f}`;
  const cell = (i: number, f: string) => ({
    error: state.errors[p(i, f)],
    disabled: state.disabled.has(p(i, f)),
  });
  /** A row's switch (Offered, Unlimited) in its cell. */
  const check = (i: number, f: string, name: string) => (
    <td className="py-1">
      <CellCheckbox
        name={name}
        checked={getAt(state.form, p(i, f)) === true}
        onChange={(v) => state.change(p(i, f), v)}
        {...cell(i, f)}
      />
    </td>
  );
  return (
    <ConfigTable
      label={t('Rate Options')}
      minWidth="min-w-[28rem]"
      head={[t('Rate Level'), t('Offered'), t('Unlimited'), t('Number of Images'), t('Cost ($)')].map((label) => (
        <th key={label} scope="col" className="py-1 pr-3">
          {label}
        </th>
      ))}
    >
      {rows.map((i) => {
        const n = i + 1;
        const text = (f: string) => state.texts[p(i, f)];
        return (
          <tr key={i} className="align-top">
            <th scope="row" className="py-1 text-left font-normal tabular-nums">
              {n}
            </th>
            {check(i, 'option', t('Offered {{n}}', { n }))}
            {check(i, 'unlimitedNumberOfPages', t('Unlimited {{n}}', { n }))}
            <td className="py-1 pr-2">
              <CellInput
                name={t('Number of Images {{n}}', { n })}
                inputMode="numeric"
                value={text('numberOfPages') ?? String(getAt(state.form, p(i, 'numberOfPages')) ?? '')}
                onChange={(v) => state.change(p(i, 'numberOfPages'), textToNumber(v), v)}
                {...cell(i, 'numberOfPages')}
              />
            </td>
            <td className="py-1">
              <CellInput
                name={t('Cost {{n}}', { n })}
                inputMode="decimal"
                value={text('cost') ?? centsToDollars(getAt(state.form, p(i, 'cost')))}
                onChange={(v) => state.change(p(i, 'cost'), dollarsToCents(v), v)}
                {...cell(i, 'cost')}
              />
            </td>
          </tr>
        );
      })}
    </ConfigTable>
  );
}
