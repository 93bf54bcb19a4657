// POST home/transactionReport: a PDF of the caller's (or the account's) money transactions from the audit log.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app.ts';
import { getAccount } from '#src/data/app/accounts.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { countyOrigin } from '../../../../../test/support/api-client.ts';
import { newTestCounty, setAccount } from '../../imaging/__tests__/fixtures.ts';
import { chargeFee } from '../../payments/charge.ts';
import { applyMoneyEvent } from '../../payments/ledger.ts';
import { reportPeriod } from '../transaction-report.ts';

const app = createApp();
let county = '';

async function signIn(username: string) {
  const res = await app.request(`${countyOrigin(county)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
    body: JSON.stringify({ username, password: 'Demo#2026' }),
  });
  const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  return (body: unknown) =>
    app.request(`${countyOrigin(county)}/api/home/transactionReport`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'test', cookie },
      body: JSON.stringify(body),
    });
}

const user = (username: string, userId: string): SessionUser => ({
  sessionId: 'x',
  userId,
  username,
  role: username === 'account.admin' ? 'ACCOUNT' : 'USER',
  accountId: 'demo-title',
});

beforeAll(async () => {
  county = await newTestCounty('home-report', {
    common: {
      countyName: 'Lakewood County, Minnesota',
      contactPhone: '(218) 555-0142',
      contactName: 'County Recorder',
    },
  });
  await setAccount(county, 'demo-title', { usageBalanceCents: 10_000 });
  const examiner = user('title.examiner', 'demo-title-examiner');
  const admin = user('account.admin', 'demo-account-admin');
  const charges: Array<[SessionUser, string, string, number]> = [
    [examiner, 'SEARCH', 'Name search (SMITH JOHN)', 150],
    [examiner, 'DOCUMENT_DETAILS', 'Document details (A1000123)', 50],
    [examiner, 'SEARCH', 'Parcel ID search (12-345-678)', 150],
    [admin, 'SEARCH', 'Book and page search (Book 12 Page 44)', 150],
    [examiner, 'TAX_LIEN_DETAILS', 'Tax lien details (L2024-0042)', 75],
  ];
  for (const [who, type, info, cents] of charges) {
    await chargeFee({
      county,
      user: who,
      account: await getAccount(county, 'demo-title'),
      fee: { cents, lines: [{ description: info, cents }] },
      transactionType: type,
      idempotencyKey: `REPORT#${info}`,
      info,
    });
  }
  await applyMoneyEvent({
    county,
    accountId: 'demo-title',
    userId: admin.userId,
    username: admin.username,
    type: 'DEPOSIT',
    transactionType: 'ESCROW_DEPOSIT',
    idempotencyKey: 'REPORT#deposit',
    amountCents: 2500,
    balance: { kind: 'ACCOUNT', deltas: { usageBalanceCents: 2500 } },
    info: 'Escrow deposit $25.00 + surcharge $3.00 by card XXXX1111, transaction 40000012345',
  });
});

describe('transaction report', () => {
  it('is a PDF of the account for its administrator', async () => {
    const report = await signIn('account.admin');
    const res = await report({ fromDate: '', toDate: '', reportType: 'ACCOUNT', reportRange: 'YTD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('filename="TransactionReport.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain('Transaction Report');
    if (process.env.SAVE_REPORT_PDF) writeFileSync(process.env.SAVE_REPORT_PDF, bytes);
    // its text keeps its spaces (the standard Helvetica ran words together: 'LakewoodCounty,Minnesota')
    const file = join(mkdtempSync(join(tmpdir(), 'home-report-')), 'TransactionReport.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    for (const words of [
      'Lakewood County, Minnesota',
      'Northwoods Title Company',
      'Name search (SMITH JOHN)',
      'Escrow deposit',
    ])
      expect(text).toContain(words);
  });

  it('a USER reports only their own transactions', async () => {
    const report = await signIn('title.examiner');
    expect((await report({ reportType: 'ACCOUNT', reportRange: 'YTD', fromDate: '', toDate: '' })).status).toBe(403);
    expect((await report({ reportType: 'USER', reportRange: 'TODAY', fromDate: '', toDate: '' })).status).toBe(200);
  });

  it('checks a custom range', async () => {
    const report = await signIn('title.examiner');
    const errors = async (fromDate: string, toDate: string) =>
      (
        (await (await report({ reportType: 'USER', reportRange: 'CUSTOM', fromDate, toDate })).json()) as {
          errors?: Record<string, string>;
        }
      ).errors;
    expect(await errors('', '01/01/2025')).toEqual({ fromDate: 'Required.' });
    expect(await errors('02/30/2025', '03/01/2025')).toEqual({ fromDate: 'MM/DD/YYYY' });
    expect(await errors('03/10/2025', '03/01/2025')).toEqual({
      fromDate: 'Invalid date range.',
      toDate: 'Invalid date range.',
    });
    expect(await errors('01/01/2024', '03/01/2025')).toMatchObject({ fromDate: 'Date range cannot exceed a year.' });
    expect(await errors('01/01/2099', '')).toMatchObject({ fromDate: 'Future date entered' });
  });

  it('a custom range covers whole days in the county', () => {
    const p = reportPeriod(
      { fromDate: '03/01/2025', toDate: '03/31/2025', reportType: 'USER', reportRange: 'CUSTOM' },
      'America/Chicago',
      new Date('2025-06-01T12:00:00Z'),
    );
    expect(p).toEqual({
      fromIso: '2025-03-01T06:00:00.000Z',
      toIso: '2025-04-01T05:00:00.000Z',
      fromText: '03/01/2025',
      toText: '03/31/2025',
    });
  });
});
