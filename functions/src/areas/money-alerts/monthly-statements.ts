// The monthly statement e-mail (issue 31): once a county's month has ended, each active account's administrators
// get the Statement report PDF of that month for their account, unless they switched it off on their profile.
// Once per administrator, account and month, whatever the replays or overlapping runs: a sent marker is put with
// attribute_not_exists before the mail (and deleted again if the mail fails, so the next run sends it). The job runs
// hourly (infra's MonthlyStatements); when a county's month went out in full it is marked done, so the other runs of
// the month read one key per county.
import { listAccounts } from '#src/data/app/accounts.ts';
import {
  claimStatementSent,
  getMonthlyStatementOn,
  lastStatementMonth,
  putStatementMonthDone,
  releaseStatementSent,
} from '#src/data/app/money-mail.ts';
import type { User } from '#src/data/app/users.ts';
import { getConfig } from '#src/platform/config.ts';
import { countyNow, countyTimeZone } from '#src/platform/county-clock.ts';
import { sendMail } from '#src/platform/mail.ts';
import { forEachCounty } from '#src/platform/scheduled-job.ts';
import { accountAdmins } from './account-admins.ts';
import { monthStatementPdf } from './statement-pdf.ts';

export interface CountyStatements {
  county: string;
  month?: string;
  sent: number;
  /** administrators who switched the e-mail off */
  optedOut: number;
  /** already sent by an earlier run */
  already: number;
  errors: string[];
}

/** The month (YYYY-MM) before the county's current one. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function runCountyStatements(county: string, now = new Date()): Promise<CountyStatements> {
  const month = previousMonth(countyNow(await countyTimeZone(county), now).month);
  const report: CountyStatements = { county, month, sent: 0, optedOut: 0, already: 0, errors: [] };
  if ((await lastStatementMonth(county)) === month) return report;
  const [registration, common] = await Promise.all([
    getConfig(county, 'loginPageRegistration'),
    getConfig(county, 'common'),
  ]);
  const accounts = await listAccounts(county);
  for (const account of accounts.filter((a) => a.status === 'A')) {
    let pdf: Uint8Array | undefined;
    for (const admin of await accountAdmins(county, account.id)) {
      if (!(await getMonthlyStatementOn(county, admin.id))) {
        report.optedOut++;
        continue;
      }
      if (!(await claimStatementSent(county, month, account.id, admin.id))) {
        report.already++;
        continue;
      }
      try {
        pdf ??= await monthStatementPdf(county, admin, month, now);
        await sendMail({
          from: registration.fromEmailAddress,
          to: admin.email,
          subject: `${common.countyName}: ${account.name} statement for ${month}`,
          text: statementText(admin, account.name, month),
          attachments: [{ fileName: `StatementReport-${month}.pdf`, content: pdf, contentType: 'application/pdf' }],
        });
        report.sent++;
      } catch (err) {
        console.error(`[monthly-statements] ${county} ${account.id} ${admin.id}`, err);
        report.errors.push(`${account.id}/${admin.username}: ${message(err)}`);
        await releaseStatementSent(county, month, account.id, admin.id);
      }
    }
  }
  if (!report.errors.length) await putStatementMonthDone(county, month, report.sent);
  return report;
}

function statementText(admin: User, accountName: string, month: string): string {
  return [
    `Hello ${admin.firstName || admin.username},`,
    '',
    `The statement of ${accountName} for ${month} is attached (StatementReport-${month}.pdf): every charge and credit of the month.`,
    '',
    'To stop these e-mails, open your profile and clear "E-mail me the monthly statement".',
  ].join('\n');
}

/** Every county's statements (or those named); one report per county. */
export async function runMonthlyStatements(now = new Date(), only?: readonly string[]): Promise<CountyStatements[]> {
  const reports = await forEachCounty(
    'monthly-statements',
    (county) => runCountyStatements(county, now),
    (county, error): CountyStatements => ({ county, sent: 0, optedOut: 0, already: 0, errors: [error] }),
    only,
  );
  const busy = reports.filter((r) => r.sent || r.errors.length);
  if (busy.length) console.log(JSON.stringify({ job: 'monthly-statements', byCounty: busy }));
  return reports;
}

export const countyStatementsFailed = (r: CountyStatements) => r.errors.length > 0;
