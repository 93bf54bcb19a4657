// report/* (spec 3 sections 2.2, 3.1, 5.1, 6, 7.2) against the local stack: a ledger built by using the portal
// (paid name searches and document details through the API, by two users of the title company; an administrator's
// change through the user manager), then every report and export read back: totals equal the ledger to the cent,
// each role sees what section 6 allows, criteria are checked, an empty period reports nothing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { defaultCriteria } from '@portal/shared/reports/criteria';
import { todayIn, toUsDate } from '@portal/shared/search/dates';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../../../../../scripts/local/cookie-jar.ts';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { ledgerPartition } from '../../../data/ledger/keys.ts';
import { clearConfigCache, getConfig, putConfig } from '../../../platform/config.ts';
import { applyMoneyEvent } from '../../payments/ledger.ts';
import {
  clientsOf,
  doc,
  newSearchCounty,
  party,
  saveFixture,
  search,
  setAccount,
} from '../../search/__tests__/fixtures.ts';

const SEARCH = 150;
const DETAILS = 75;
const OUT = process.env.REPORT_SAMPLES_DIR ?? join(process.cwd(), 'test-results', 'reports');

let county = '';
let as: ReturnType<typeof clientsOf>;
let today = '';

const criteria = () => defaultCriteria(today);

async function file(client: TestClient, call: string, body: unknown) {
  const res = await client.call('POST', `report/${call}`, body);
  return res;
}

/** The raw answer (the in-process client decodes JSON only). */
async function bytes(client: TestClient, call: string, body: unknown) {
  const { createApp } = await import('#src/app.ts');
  const { countyOrigin } = await import('../../../../../test/support/api-client.ts');
  const jar = (client as unknown as { cookies: CookieJar }).cookies;
  const res = await createApp().request(`${countyOrigin(county)}/api/report/${call}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'test',
      ...jar.header(),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}

function pdfText(pdf: Buffer, name: string): string {
  mkdirSync(OUT, { recursive: true });
  const path = join(OUT, name);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

async function sheet(xlsx: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error('no sheet');
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i]])));
  });
  return { ws, header, rows };
}

const cell = (v: unknown) => (typeof v === 'object' && v && 'result' in v ? (v as { result: number }).result : v);

/** The ledger's own entries of an account (its partition), as the statement must add them up. */
async function ledgerOf(accountId: string, userId?: string) {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': ledgerPartition(county, accountId) },
      ConsistentRead: true,
    }),
  );
  const entries = Items.filter((e) => !userId || e.userId === userId);
  const charges = entries
    .filter((e) => e.type === 'CHARGE' || e.type === 'ADD_ON')
    .reduce((s, e) => s + Number(e.amountCents), 0);
  const credits = entries
    .filter((e) => e.type === 'DEPOSIT' || e.type === 'REFUND')
    .reduce((s, e) => s + Number(e.amountCents), 0);
  return { count: entries.length, charges, credits };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  county = await newSearchCounty('reports', {
    aLaCarte: { searchByName: SEARCH, documentDetails: DETAILS },
    common: { countyName: 'Lakewood County, Minnesota' },
  });
  today = todayIn((await getConfig(county, 'common')).timeZone);
  await saveFixture(county, {
    documents: [doc('7100', 'WD', '2024-03-01T10:00', { grantors: [party('Haugen', 'Ada')] })],
  });
  await setAccount(county, 'demo-title', { usageBalanceCents: 10_000 });
  as = clientsOf(county);
  const examiner = await as('title.examiner');
  const admin = await as('account.admin');
  const found = await search(examiner, 'searchByName', { lastName1: 'Haugen' });
  expect(found.ids).toHaveLength(1);
  for (const name of ['Haugan', 'Hauge']) {
    expect((await examiner.post('search/searchByName', { lastName1: name })).status).toBe(200);
  }
  expect((await admin.post('search/searchByName', { lastName1: 'Haugen' })).status).toBe(200);
  const details = await examiner.post('search/documentDetails', { docId: found.ids[0], description: '7100' });
  expect(details.status).toBe(200);
  // a deposit of the account (the card provider's flow is tested in payments) and a charge of another account
  await applyMoneyEvent({
    county,
    accountId: 'demo-title',
    userId: 'demo-account-admin',
    username: 'account.admin',
    type: 'DEPOSIT',
    transactionType: 'ESCROW_DEPOSIT',
    idempotencyKey: 'REPORTS#deposit',
    amountCents: 2_500,
    balance: { kind: 'ACCOUNT', deltas: { usageBalanceCents: 2_500 } },
    info: 'Escrow deposit $25.00',
  });
  await applyMoneyEvent({
    county,
    accountId: 'demo-card',
    userId: 'demo-card-customer',
    username: 'card.customer',
    type: 'CHARGE',
    transactionType: 'SEARCH',
    idempotencyKey: 'REPORTS#other-account',
    amountCents: 999,
    info: 'Another account',
  });
}, 120_000);

afterEach(() => {
  delete process.env.REPORT_INLINE_MAX_BYTES;
  delete process.env.REPORT_PDF_LAYOUT_MAX_LINES;
});

describe('Statement Report', () => {
  it('the Excel statement lists every ledger entry of the account and its totals equal the ledger to the cent', async () => {
    const county_ = await as('county.admin');
    const ledger = await ledgerOf('demo-title');
    expect(ledger.charges).toBe(4 * SEARCH + DETAILS);
    const res = await bytes(county_, 'statementExport', { ...criteria().statementReport, accountId: 'demo-title' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('StatementReportExport.xlsx');
    const { ws, header, rows } = await sheet(res.data);
    expect(header).toEqual([
      'Date',
      'Account',
      'User',
      'Transaction',
      'Description',
      'Images',
      'Charges',
      'Credits',
      'Data source',
      'Ledger key',
    ]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const lines = rows.slice(0, -1);
    const totals = rows.at(-1) ?? {};
    expect(lines).toHaveLength(ledger.count);
    expect(lines.every((r) => r.Account === 'Northwoods Title Company')).toBe(true);
    expect(lines[0]?.Date).toBeInstanceOf(Date);
    const sum = (key: string) => Math.round(lines.reduce((s, r) => s + Number(r[key]), 0) * 100);
    expect(sum('Charges')).toBe(ledger.charges);
    expect(sum('Credits')).toBe(ledger.credits);
    expect(totals.Date).toBe('Total');
    expect(Math.round(Number(cell(totals.Charges)) * 100)).toBe(ledger.charges);
    expect((totals.Charges as { formula: string }).formula).toMatch(/^SUM\(G2:G\d+\)$/);
    writeFileSync(join(OUT, 'StatementReportExport.xlsx'), res.data);
  });

  it('the PDF statement shows the county, the criteria, the lines and the totals, page x of y', async () => {
    const res = await bytes(await as('county.admin'), 'statementReport', {
      ...criteria().statementReport,
      accountId: 'demo-title',
      statementNumber: 'ST-2026-11',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('StatementReport.pdf');
    const ledger = await ledgerOf('demo-title');
    const text = pdfText(res.data, 'StatementReport.pdf');
    expect(text).toContain('Lakewood County, Minnesota');
    expect(text).toContain('Statement Report');
    expect(text).toContain('ST-2026-11');
    expect(text).toContain('Northwoods Title Company');
    expect(text).toMatch(new RegExp(`Total charges\\s+\\${dollars(ledger.charges)}`));
    expect(text).toMatch(new RegExp(`Total credits\\s+\\${dollars(ledger.credits)}`));
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('Another account');
  });

  it('a statement of more lines than pdfmake lays out is drawn line by line, with the same totals', async () => {
    process.env.REPORT_PDF_LAYOUT_MAX_LINES = '2';
    const ledger = await ledgerOf('demo-title');
    const res = await bytes(await as('county.admin'), 'statementReport', {
      ...criteria().statementReport,
      accountId: 'demo-title',
    });
    expect(res.status).toBe(200);
    const text = pdfText(res.data, 'StatementReport-drawn.pdf');
    expect(text).toContain('Lakewood County, Minnesota');
    expect(text).toContain('Northwoods Title Company');
    expect(text).toContain(`Total charges ${dollars(ledger.charges)}`);
    expect(text).toContain(`Total credits ${dollars(ledger.credits)}`);
    expect(text).toContain('Page 1 of 1');
    const all = await bytes(await as('county.admin'), 'statementReport', criteria().statementReport);
    const every = pdfText(all.data, 'StatementReport-drawn-all.pdf');
    const card = await ledgerOf('demo-card');
    expect(every).toContain(`Total charges ${dollars(ledger.charges + card.charges)}`);
    expect(every).toContain('By account');
  });

  it('an ACCOUNT administrator gets only their own account; another account is refused', async () => {
    const admin = await as('account.admin');
    const own = await bytes(admin, 'statementExport', criteria().statementReport);
    expect(own.status).toBe(200);
    const { rows } = await sheet(own.data);
    expect(rows.slice(0, -1)).toHaveLength((await ledgerOf('demo-title')).count);
    expect(rows.some((r) => r.User === 'card.customer')).toBe(false);
    const other = await file(admin, 'statementExport', { ...criteria().statementReport, accountId: 'demo-card' });
    expect(other.status).toBe(403);
  });

  it('a USER gets only their own lines; naming another user is refused', async () => {
    const examiner = await as('title.examiner');
    const res = await bytes(examiner, 'statementExport', criteria().statementReport);
    const { rows } = await sheet(res.data);
    const mine = await ledgerOf('demo-title', 'demo-title-examiner');
    expect(rows.slice(0, -1)).toHaveLength(mine.count);
    expect(rows.slice(0, -1).every((r) => r.User === 'title.examiner')).toBe(true);
    expect(Math.round(Number(cell(rows.at(-1)?.Charges)) * 100)).toBe(mine.charges);
    const other = await file(examiner, 'statementReport', { ...criteria().statementReport, username: 'account.admin' });
    expect(other.status).toBe(403);
  });

  it('staff with no account: every account of the county, the other account included', async () => {
    const res = await bytes(await as('trimin.admin'), 'statementExport', criteria().statementReport);
    const { rows } = await sheet(res.data);
    const all = [...(await Promise.all(['demo-title', 'demo-card'].map((a) => ledgerOf(a))))];
    expect(rows.slice(0, -1)).toHaveLength(all.reduce((s, l) => s + l.count, 0));
    expect(Math.round(Number(cell(rows.at(-1)?.Charges)) * 100)).toBe(all.reduce((s, l) => s + l.charges, 0));
  });

  it('an empty period: no lines, zero totals', async () => {
    const c = { ...criteria().statementReport, accountId: 'demo-title', fromDate: '01/02/2025', toDate: '01/02/2025' };
    const xlsx = await bytes(await as('county.admin'), 'statementExport', c);
    const { rows } = await sheet(xlsx.data);
    expect(rows).toHaveLength(1);
    expect(cell(rows[0]?.Charges)).toBe(0);
    const pdf = await bytes(await as('county.admin'), 'statementReport', c);
    expect(pdfText(pdf.data, 'StatementReport-empty.pdf')).toContain('No ledger entries in this period.');
  });

  it('above the response size the file goes to S3 and the call answers a short-lived link', async () => {
    process.env.REPORT_INLINE_MAX_BYTES = '1000';
    const res = await file(await as('county.admin'), 'statementReport', {
      ...criteria().statementReport,
      accountId: 'demo-title',
    });
    expect(res.status).toBe(200);
    const link = res.body.content as { downloadUrl: string; fileName: string; expiresAt: string };
    expect(link.fileName).toBe('StatementReport.pdf');
    expect(link.downloadUrl).toContain('X-Amz-Expires=300');
    const got = await fetch(link.downloadUrl);
    expect(got.status).toBe(200);
    expect(
      Buffer.from(await got.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('criteria (5.1)', () => {
  it('the from date is required; the date checks and the time pair are checked', async () => {
    const admin = await as('account.admin');
    const blank = await file(admin, 'statementReport', { ...criteria().statementReport, fromDate: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({ fromDate: 'Required.' });
    const order = await file(admin, 'accountReport', {
      ...criteria().auditAccountsReport,
      fromDate: toUsDate(today),
      toDate: '01/01/2025',
    });
    expect(order.body.errors).toMatchObject({ fromDate: 'Invalid date range.' });
    const times = await file(admin, 'userReport', {
      ...criteria().auditUsersReport,
      fromHour: '5',
      fromAmPm: 'PM',
      toHour: '9',
      toAmPm: 'AM',
    });
    expect(times.status).toBe(400);
    expect(times.body.errors).toMatchObject({ fromHour: 'Invalid date/time range.' });
    const bad = await file(admin, 'statementExport', { ...criteria().statementReport, fromHour: '13' });
    expect(bad.status).toBe(400);
    const unknown = await file(admin, 'statementExport', { ...criteria().statementReport, extra: 1 });
    expect(unknown.status).toBe(400);
  });
});

describe('Audit reports', () => {
  it('Audit - Account (Excel) is ordered by username by default, money and changes alike', async () => {
    const staff = await as('county.admin');
    // an administrator's change on the account, through the user manager
    const res = await bytes(staff, 'accountExport', { ...criteria().auditAccountsReport, accountId: 'demo-title' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('AccountReportExport.xlsx');
    const { rows } = await sheet(res.data);
    const lines = rows.slice(0, -1);
    const users = lines.map((r) => String(r.User));
    expect(users).toEqual([...users].sort((a, b) => a.localeCompare(b)));
    expect(users).toContain('account.admin');
    expect(users).toContain('title.examiner');
    const ledger = await ledgerOf('demo-title');
    expect(Math.round(Number(cell(rows.at(-1)?.Charges)) * 100)).toBe(ledger.charges);
    writeFileSync(join(OUT, 'AccountReportExport.xlsx'), res.data);
  });

  it('Audit - Account (PDF) ordered by time, only transactions of one type', async () => {
    const res = await bytes(await as('account.admin'), 'accountReport', {
      ...criteria().auditAccountsReport,
      orderBy: 'timestamp',
      transactionType: 'SEARCH',
      logInformation: 'transactions',
    });
    expect(res.status).toBe(200);
    const text = pdfText(res.data, 'AccountReport.pdf');
    expect(text).toContain('Audit Report - Account');
    expect(text).toContain(`charges ${dollars(4 * SEARCH)}`);
    expect(text).not.toContain('Document details');
  });

  it('the staff-only transaction types are refused to other roles', async () => {
    const res = await file(await as('account.admin'), 'accountReport', {
      ...criteria().auditAccountsReport,
      transactionType: 'CONFIG_UPDATE',
    });
    expect(res.status).toBe(403);
    const unknown = await file(await as('county.admin'), 'accountReport', {
      ...criteria().auditAccountsReport,
      transactionType: 'NOPE',
    });
    expect(unknown.status).toBe(400);
  });

  it('Audit - User: the caller by default; an ACCOUNT administrator may name their users only', async () => {
    const examiner = await as('title.examiner');
    const own = await bytes(examiner, 'userExport', criteria().auditUsersReport);
    expect(own.headers.get('content-disposition')).toContain('UserReportExport.xlsx');
    const { rows } = await sheet(own.data);
    const mine = await ledgerOf('demo-title', 'demo-title-examiner');
    expect(rows.slice(0, -1).every((r) => r.User === 'title.examiner')).toBe(true);
    expect(Math.round(Number(cell(rows.at(-1)?.Charges)) * 100)).toBe(mine.charges);
    expect(
      (await file(examiner, 'userReport', { ...criteria().auditUsersReport, username: 'account.admin' })).status,
    ).toBe(403);
    const admin = await as('account.admin');
    const theirs = await bytes(admin, 'userReport', { ...criteria().auditUsersReport, username: 'title.examiner' });
    expect(theirs.status).toBe(200);
    const text = pdfText(theirs.data, 'UserReport.pdf');
    expect(text).toContain('Audit Report - User');
    expect(text).toContain('title.examiner');
    expect(text).toContain(`charges ${dollars(mine.charges)}`);
    expect((await file(admin, 'userReport', { ...criteria().auditUsersReport, username: 'county.admin' })).status).toBe(
      403,
    );
    const staff = await bytes(await as('trimin.admin'), 'userReport', {
      ...criteria().auditUsersReport,
      username: 'card.customer',
    });
    expect(staff.status).toBe(200);
  });
});

describe('Transaction Summary, Account Type', () => {
  it('adds the county ledger up per account type; TRIMIN and COUNTY only', async () => {
    const res = await bytes(await as('county.admin'), 'accountTypeReport', criteria().accountTypeReport);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('AccountTypeReport.pdf');
    const text = pdfText(res.data, 'AccountTypeReport.pdf');
    const title = await ledgerOf('demo-title');
    const card = await ledgerOf('demo-card');
    expect(text).toContain('A La Carte');
    expect(text).toMatch(new RegExp(`County total\\s+\\d+\\s+\\d+\\s+\\${dollars(title.charges + card.charges)}`));
    expect((await file(await as('account.admin'), 'accountTypeReport', criteria().accountTypeReport)).status).toBe(403);
    expect((await file(await as('title.examiner'), 'accountTypeReport', criteria().accountTypeReport)).status).toBe(
      403,
    );
  });
});

describe('the county turns reports on', () => {
  it('a report turned off answers 403', async () => {
    const reports = await getConfig(county, 'reports');
    await putConfig(county, 'reports', { ...reports, auditUsersReport: false });
    try {
      clearConfigCache();
      const res = await file(await as('county.admin'), 'userReport', criteria().auditUsersReport);
      expect(res.status).toBe(403);
    } finally {
      await putConfig(county, 'reports', reports);
      clearConfigCache();
    }
  });
});
