// The flat fee's five rate options (spec 3 sections 3.7, 4.6, 5.6): each row's option, unlimited flag, number of
// images and cost; the registry's dependencies disable a row's fields until its option is on.
import { FLAT_FEE_RATE_ROWS } from '@portal/shared/config/rules';
import { useTranslation } from 'react-i18next';
import { ScrollBox } from '#src/components/scroll-box.tsx';
import { CellCheckbox, CellInput } from './cell-input.tsx';
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
  return (
    <ScrollBox label={t('Rate Options')}>
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-800">{t('Rate Options')}</caption>
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col" className="py-1 pr-3">
              {t('Rate Level')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Offered')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Unlimited')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Number of Images')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Cost ($)')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => {
            const n = i + 1;
            const text = (f: string) => state.texts[p(i, f)];
            return (
              <tr key={i} className="align-top">
                <th scope="row" className="py-1 text-left font-normal tabular-nums">
                  {n}
                </th>
                <td className="py-1">
                  <CellCheckbox
                    name={t('Offered {{n}}', { n })}
                    checked={getAt(state.form, p(i, 'option')) === true}
                    onChange={(v) => state.change(p(i, 'option'), v)}
                    {...cell(i, 'option')}
                  />
                </td>
                <td className="py-1">
                  <CellCheckbox
                    name={t('Unlimited {{n}}', { n })}
                    checked={getAt(state.form, p(i, 'unlimitedNumberOfPages')) === true}
                    onChange={(v) => state.change(p(i, 'unlimitedNumberOfPages'), v)}
                    {...cell(i, 'unlimitedNumberOfPages')}
                  />
                </td>
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
        </tbody>
      </table>
    </ScrollBox>
  );
}
