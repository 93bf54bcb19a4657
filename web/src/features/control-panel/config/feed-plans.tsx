// The index feed's plans (issue 31): the accounts the county sells the feed to, each on a plan (per day's file or
// per document). An account is added from the county's account pick-list (the same window the reports and the user
// manager use), so its id is one the server knows; a typed or stale id is refused by the save with its row named.
// The name column is the server's (read with the group) or the pick-list's; a typed id shows none until saved.
import { configMessages as m } from '@portal/shared/config/messages';
import { FEED_PLANS_MAX } from '@portal/shared/config/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { PickListModal } from '#src/components/pick-list-modal.tsx';
import { listAccounts } from '#src/lib/pick-lists.ts';
import { CellInput } from './cell-input.tsx';
import { ConfigTable, ListBlock } from './config-table.tsx';
import { withoutRow } from './form-path.ts';
import type { ConfigFormState } from './use-config-form.ts';

interface PlanRow {
  accountId: string;
  plan: string;
  /** the server's (GET) or the pick-list's; not saved */
  accountName?: string;
}

const planOptions = [
  ['PER_DAY', "Per day's file"],
  ['PER_DOCUMENT', 'Per document'],
] as const;

function PlanSelect(props: { name: string; value: string; error?: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <select
        aria-label={props.name}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={`block w-full rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${props.error ? 'border-red-600' : 'border-slate-500'}`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {planOptions.map(([value, label]) => (
          <option key={value} value={value}>
            {t(label)}
          </option>
        ))}
      </select>
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {t(props.error)}
        </p>
      )}
    </div>
  );
}

export function FeedPlans({ state }: { state: ConfigFormState }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const rows = (state.form.plans as PlanRow[] | undefined) ?? [];
  const p = (i: number, f: keyof PlanRow) => `plans.${i}.${f}`;
  const pick = async (accountId: string, accountName: string) => {
    setPicking(false);
    if (rows.some((r) => r.accountId === accountId)) return state.dialogs.alert(t(m.feedPlanDuplicate), 'WARNING');
    if (rows.length >= FEED_PLANS_MAX) return state.dialogs.alert(t(m.feedPlanLimit), 'WARNING');
    state.changeList('plans', [...rows, { accountId, plan: 'PER_DAY', accountName }]);
  };
  return (
    <ListBlock hint={m.feedPlanHint} error={state.errors.plans}>
      <ConfigTable
        label={t('Feed Plans')}
        minWidth="min-w-[32rem]"
        head={
          <>
            <th scope="col" className="py-1 pr-3">
              {t('Account ID')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Account Name')}
            </th>
            <th scope="col" className="py-1 pr-3">
              {t('Plan')}
            </th>
            <th scope="col" className="py-1">
              <span className="sr-only">{t('Remove')}</span>
            </th>
          </>
        }
      >
        {rows.length === 0 && (
          <tr>
            <td colSpan={4} className="py-2 text-slate-600">
              {t('No account is on a feed plan.')}
            </td>
          </tr>
        )}
        {rows.map((row, i) => {
          const n = i + 1;
          return (
            <tr key={i} className="align-top">
              <td className="py-1 pr-2">
                <CellInput
                  name={`${t('Account ID')} ${n}`}
                  value={row.accountId}
                  error={state.errors[p(i, 'accountId')]}
                  onChange={(v) => {
                    state.change(p(i, 'accountName'), '');
                    state.change(p(i, 'accountId'), v);
                  }}
                />
              </td>
              <td className="py-1 pr-2 pt-2.5 text-slate-800">{row.accountName ?? ''}</td>
              <td className="py-1 pr-2">
                <PlanSelect
                  name={`${t('Plan')} ${n}`}
                  value={row.plan}
                  error={state.errors[p(i, 'plan')]}
                  onChange={(v) => state.change(p(i, 'plan'), v)}
                />
              </td>
              <td className="py-1">
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={t('Remove feed plan {{n}}', { n })}
                  onClick={() => state.changeList('plans', withoutRow(rows, i))}
                >
                  {t('Remove')}
                </Button>
              </td>
            </tr>
          );
        })}
      </ConfigTable>
      <div>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t('Add Account')}
        </Button>
      </div>
      {picking && (
        <PickListModal
          title={t('Select an Account')}
          load={listAccounts}
          showCode={false}
          onPick={(a) => void pick(a.code, a.description)}
          onClose={() => setPicking(false)}
        />
      )}
    </ListBlock>
  );
}
