// Special rates by document type and instrument code (spec 3 sections 3.7, 5.7): at most 100 rows, added five at
// a time. On the card page (`fixed`) the types and codes are the a la carte ones, read-only, and no row is added.
// The table's rules are reported once for the table; saving drops blank rows, sorts and fills blank rates with 0
// (the shared save schema), and A La Carte Special Rates asks first (the card rates are reset).
import { configMessages as m } from '@portal/shared/config/messages';
import { LIST_ROWS_ADDED, SPECIAL_RATES_MAX } from '@portal/shared/config/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { CellInput } from './cell-input.tsx';
import { ConfigTable, ListBlock } from './config-table.tsx';
import { getAt, withoutRow } from './form-path.ts';
import { centsToDollars, dollarsToCents } from './money.ts';
import type { ConfigFormState } from './use-config-form.ts';

const blankRate = () => ({
  documentType: '',
  instrumentCode: '',
  documentRate: 0,
  firstPageRate: 0,
  additionalPagesRate: 0,
});

const rateColumns = [
  ['documentRate', 'Document Rate ($)'],
  ['firstPageRate', 'First Page Rate ($)'],
  ['additionalPagesRate', 'Additional Pages Rate ($)'],
] as const;

export function SpecialRates({ state, fixed = false }: { state: ConfigFormState; fixed?: boolean }) {
  const { t } = useTranslation();
  const rows = (state.form.rates as Array<ReturnType<typeof blankRate>> | undefined) ?? [];
  const p = (i: number, f: string) => `rates.${i}.${f}`;
  const add = async () => {
    if (rows.length >= SPECIAL_RATES_MAX) return state.dialogs.alert(t(m.specialRateLimit), 'WARNING');
    const more = Math.min(LIST_ROWS_ADDED, SPECIAL_RATES_MAX - rows.length);
    state.changeList('rates', [...rows, ...Array.from({ length: more }, blankRate)]);
  };
  return (
    <ListBlock hint={m.specialRateLimit} error={state.errors.rates}>
      <ConfigTable
        label={t('Special Rates')}
        minWidth="min-w-[40rem]"
        head={
          <>
            <th scope="col" className="py-1 pr-3">
              {t('Document Type')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Instrument Code')}
            </th>
            {rateColumns.map(([, label]) => (
              <th key={label} scope="col" className="py-1">
                {t(label)}
              </th>
            ))}
            {!fixed && (
              <th scope="col" className="py-1 pr-3">
                <span className="sr-only">{t('Remove')}</span>
              </th>
            )}
          </>
        }
      >
        {rows.length === 0 && (
          <tr>
            <td colSpan={fixed ? 5 : 6} className="py-2 text-slate-600">
              {t('No special rates.')}
            </td>
          </tr>
        )}
        {rows.map((row, i) => {
          const n = i + 1;
          return (
            <tr key={i} className="align-top">
              {(['documentType', 'instrumentCode'] as const).map((f) => (
                <td key={f} className="py-1 pr-2">
                  <CellInput
                    name={`${t(f === 'documentType' ? 'Document Type' : 'Instrument Code')} ${n}`}
                    value={row[f]}
                    readOnly={fixed}
                    disabled={state.disabled.has(p(i, f))}
                    error={state.errors[p(i, f)]}
                    onChange={(v) => state.change(p(i, f), v)}
                  />
                </td>
              ))}
              {rateColumns.map(([f, label]) => (
                <td key={f} className="py-1 pr-2">
                  <CellInput
                    name={`${t(label)} ${n}`}
                    inputMode="decimal"
                    value={state.texts[p(i, f)] ?? centsToDollars(getAt(state.form, p(i, f)))}
                    error={state.errors[p(i, f)]}
                    onChange={(v) => state.change(p(i, f), dollarsToCents(v), v)}
                  />
                </td>
              ))}
              {!fixed && (
                <td className="py-1">
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    aria-label={t('Remove rate {{n}}', { n })}
                    onClick={() => state.changeList('rates', withoutRow(rows, i))}
                  >
                    {t('Remove')}
                  </Button>
                </td>
              )}
            </tr>
          );
        })}
      </ConfigTable>
      {!fixed && (
        <div>
          <Button variant="secondary" onClick={() => void add()}>
            {t('Add Rates')}
          </Button>
        </div>
      )}
    </ListBlock>
  );
}
