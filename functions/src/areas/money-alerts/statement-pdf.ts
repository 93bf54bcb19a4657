// An account's Statement report PDF for one county month, as its administrator would ask for it (reports area):
// from 12:00 AM on the first to 11:59 PM on the last day, every data source.
import { statementCriteriaSchema } from '@portal/shared/reports/criteria';
import { toUsDate } from '@portal/shared/search/dates';
import { prepareStatement, statementPdf } from '#src/areas/reports/index.ts';
import type { User } from '#src/data/app/users.ts';

/** The first and last dates (YYYY-MM-DD) of a month (YYYY-MM). */
export function monthDates(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

export async function monthStatementPdf(county: string, admin: User, month: string, now: Date): Promise<Uint8Array> {
  const { first, last } = monthDates(month);
  const criteria = statementCriteriaSchema.parse({
    fromDate: toUsDate(first),
    toDate: toUsDate(last),
    dataSource: 'ALL',
    statementNumber: month,
  });
  const user = {
    sessionId: 'monthly-statement',
    userId: admin.id,
    username: admin.username,
    role: admin.role,
    accountId: admin.accountId,
  };
  const prepared = await prepareStatement(county, user, criteria, now);
  const chunks: Buffer[] = [];
  for await (const chunk of await statementPdf(county, prepared, now)) chunks.push(Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}
