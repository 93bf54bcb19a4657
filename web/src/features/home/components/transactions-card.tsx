// Transaction totals (today, this month, year to date) with Details, which opens the report window. The server
// sends no totals to GUEST or staff; the Details button is hidden for GUEST all the same (spec 1 section 6).

import type { Role } from '@portal/shared/auth/roles';
import { formatCents, formatCount } from '@portal/shared/format/money';
import type { HomeContent } from '@portal/shared/home/home-content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import { Card } from './card.tsx';
import { CardTable } from './card-table.tsx';
import { TransactionReportModal } from './transaction-report-modal.tsx';

export function TransactionsCard({ totals, role }: { totals: HomeContent['transactionTotals']; role: Role }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const locale = currentLocale();
  return (
    <Card
      id="home-transactions"
      title={t('Transactions')}
      action={
        role !== 'GUEST' && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('Details')}
          </Button>
        )
      }
    >
      <CardTable
        head={
          <>
            <td />
            {totals.headings.map((h) => (
              <th key={h} scope="col" className="px-1 py-1 sm:px-2 text-right font-medium">
                {t(h)}
              </th>
            ))}
          </>
        }
        rows={totals.rows}
        cells={(r) =>
          r.values.map((v, i) => (
            <td key={totals.headings[i] ?? i} className="px-1 py-1 sm:px-2 text-right tabular-nums">
              <span className="block font-medium text-slate-900">{formatCents(v.amountCents, locale)}</span>
              <span className="block text-xs text-slate-500">
                {t('Transactions: {{n}}', { n: formatCount(v.count, locale) })}
              </span>
            </td>
          ))
        }
      />
      {open && <TransactionReportModal role={role} onClose={() => setOpen(false)} />}
    </Card>
  );
}
