// How an audit entry reads on a report: its label, and the money it moves. Deposits and refunds are credits;
// charges and add-ons are charges; card preauthorizations, captures and releases only settle money already
// counted (the audit entry keeps their amount apart, as cardAmountCents), so they are listed but not added up.
import { transactionTypeLabels } from '@portal/shared/reports/criteria';
import type { AuditRow } from './read-audit.ts';

export const typeLabel = (type: string) => transactionTypeLabels[type] ?? type;

export interface Money {
  chargeCents: number;
  creditCents: number;
}

export function moneyOf(row: AuditRow): Money {
  const cents = row.amountCents ?? 0;
  if (row.ledgerType === 'DEPOSIT' || row.ledgerType === 'REFUND') return { chargeCents: 0, creditCents: cents };
  if (row.ledgerType === 'PREAUTHORIZATION' || row.ledgerType === 'CAPTURE' || row.ledgerType === 'VOID') {
    return { chargeCents: 0, creditCents: 0 };
  }
  return { chargeCents: cents, creditCents: 0 };
}

export const isCardOnly = (row: AuditRow) =>
  row.ledgerType === 'PREAUTHORIZATION' || row.ledgerType === 'CAPTURE' || row.ledgerType === 'VOID';

/** Running totals of a section (an account, a user, a transaction type). */
export class Totals {
  count = 0;
  chargeCents = 0;
  creditCents = 0;
  images = 0;
  add(row: AuditRow): Money {
    const money = moneyOf(row);
    this.count += 1;
    this.chargeCents += money.chargeCents;
    this.creditCents += money.creditCents;
    this.images += row.images ?? 0;
    return money;
  }
}
