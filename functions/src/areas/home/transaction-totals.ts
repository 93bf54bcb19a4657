// The Transactions card: count and amount of money events today, this month and year to date. A USER sees their
// own; an ACCOUNT administrator also sees the whole account's. Staff and GUEST have no card (spec 1 section 6).
import type { Role } from '@portal/shared/auth/roles';
import type { TotalsCell, TransactionTotals } from '@portal/shared/home/home-content';
import { type AuditAmount, type AuditOwner, auditAmountsSince } from '#src/data/ledger/audit.ts';
import { type Periods, periodStarts } from '#src/platform/county-clock.ts';

export const transactionHeadings = ['Today', 'This Month', 'Year to Date'];

export function rolesWithTotals(role: Role): boolean {
  return role === 'ACCOUNT' || role === 'USER';
}

function sum(events: AuditAmount[], from: string): TotalsCell {
  const inside = events.filter((e) => e.at >= from);
  return { count: inside.length, amountCents: inside.reduce((t, e) => t + e.amountCents, 0) };
}

async function row(county: string, label: string, owner: AuditOwner, p: Periods) {
  const events = await auditAmountsSince(county, owner, p.year);
  return { label, values: [sum(events, p.today), sum(events, p.month), sum(events, p.year)] };
}

export async function transactionTotals(
  county: string,
  user: { userId: string; accountId: string; role: Role },
  timeZone: string,
  now = new Date(),
): Promise<TransactionTotals> {
  const p = periodStarts(now, timeZone);
  const rows = [await row(county, 'My Transactions', { kind: 'user', userId: user.userId }, p)];
  if (user.role === 'ACCOUNT') {
    rows.push(await row(county, 'Account Transactions', { kind: 'account', accountId: user.accountId }, p));
  }
  return { headings: transactionHeadings, rows };
}
