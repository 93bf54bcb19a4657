// The monthly statement e-mail (issue 31) against the local stack: the job run for a month mails each account
// administrator the Statement PDF, skips one who switched it off on their profile (GUEST may not switch), and a
// second run, or two runs at once, send nothing more.
import { beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { newTestCounty, setAccount } from '../../imaging/__tests__/fixtures.ts';
import { chargeFee } from '../../payments/charge.ts';
import { runCountyStatements } from '../monthly-statements.ts';

interface Kept {
  subject: string;
  destination: { to: string[] };
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}
const keptTo = async (address: string): Promise<Kept[]> => {
  const { emails } = (await (await fetch(`${process.env.SES_URL}/store`)).json()) as { emails: Kept[] };
  return emails.filter((e) => e.destination.to.includes(address) && e.subject.includes('statement for'));
};

let county = '';
const title: SessionUser = {
  sessionId: 'test',
  userId: 'demo-title-examiner',
  username: 'title.examiner',
  role: 'USER',
  accountId: 'demo-title',
};
/** The first of next month (UTC noon, the first in every US zone): the run that mails this month's statement. */
const real = new Date();
const firstOfNext = (monthsAhead: number) =>
  new Date(Date.UTC(real.getUTCFullYear(), real.getUTCMonth() + monthsAhead, 1, 18));
const thisMonth = `${real.getUTCFullYear()}-${String(real.getUTCMonth() + 1).padStart(2, '0')}`;

beforeAll(async () => {
  county = await newTestCounty('stmt');
  await setAccount(county, 'demo-title', { usageBalanceCents: 5000 });
  const account = await getAccount(county, 'demo-title');
  await chargeFee({
    county,
    user: title,
    account,
    fee: { cents: 250, lines: [{ description: 'Name search', cents: 250 }] },
    transactionType: 'SEARCH',
    idempotencyKey: 'STMT#1',
    info: 'a search this month',
  });
});

describe('the profile choice', () => {
  it('is on by default, saved per user, and refused to GUEST', async () => {
    const flat = new TestClient(county);
    await flat.login('flatfee.admin');
    expect((await flat.get('account/moneyMail')).body.content).toMatchObject({ monthlyStatement: true });
    const off = await flat.post('account/monthlyStatement', { monthlyStatement: false });
    expect(off.status).toBe(200);
    expect(off.body.content).toMatchObject({ monthlyStatement: false });
    expect((await flat.post('account/monthlyStatement', { monthlyStatement: 'no' })).status).toBe(400);
    const guest = new TestClient(county);
    await guest.login('guestuser1');
    const refused = await guest.post('account/monthlyStatement', { monthlyStatement: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('The shared guest sign-in cannot change this.');
    expect((await guest.get('account/moneyMail')).body.content).toMatchObject({ canChange: false });
  });
});

describe('the monthly run', () => {
  it("mails each administrator the month's statement PDF, skips who opted out, and sends once", async () => {
    const adminTo = `account.admin@${county}.example`;
    const flatTo = `flatfee.admin@${county}.example`;
    const first = await runCountyStatements(county, firstOfNext(1));
    expect(first).toMatchObject({ month: thisMonth, sent: 1, optedOut: 1, errors: [] });
    const mails = await keptTo(adminTo);
    expect(mails).toHaveLength(1);
    const pdf = mails[0]?.attachments?.[0];
    expect(pdf).toMatchObject({ filename: `StatementReport-${thisMonth}.pdf`, contentType: 'application/pdf' });
    const bytes = Buffer.from(pdf?.content ?? '', 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await keptTo(flatTo)).toHaveLength(0);

    const again = await runCountyStatements(county, firstOfNext(1));
    expect(again.sent).toBe(0);
    expect(await keptTo(adminTo)).toHaveLength(1);
  });

  it('sends once when two runs of the same month overlap', async () => {
    const adminTo = `account.admin@${county}.example`;
    const before = (await keptTo(adminTo)).length;
    const runs = await Promise.all([
      runCountyStatements(county, firstOfNext(2)),
      runCountyStatements(county, firstOfNext(2)),
    ]);
    expect(runs.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(await keptTo(adminTo)).toHaveLength(before + 1);
  });
});
