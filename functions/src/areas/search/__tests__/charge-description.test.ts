// A search charge reads as what was searched for ('Name: SMITH'), not as its criteria hash (issue 18, 'The
// transaction report'): in the audit log, the home transaction report's PDF (whose text keeps its spaces) and the
// reports' reads; an entry written before, 'Name search (<hash>)', reads without the hash.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app.ts';
import { getAccount } from '#src/data/app/accounts.ts';
import { countyOrigin } from '../../../../../test/support/api-client.ts';
import { chargeFee } from '../../payments/charge.ts';
import { auditPages } from '../../reports/read-audit.ts';
import { clientsOf, doc, newSearchCounty, party, saveFixture, search, setAccount } from './fixtures.ts';

const app = createApp();
const HASH = 'WjvZjhXPNZ5bnBYBak4LDn';
let county = '';
let clients: ReturnType<typeof clientsOf>;

beforeAll(async () => {
  county = await newSearchCounty('charge-text', {
    common: { countyName: 'Lakewood County, Minnesota' },
    aLaCarte: { searchByName: 150, searchByBookAndPage: 125 },
  });
  await setAccount(county, 'demo-title', { usageBalanceCents: 10_000 });
  await saveFixture(county, {
    documents: [doc('9200', 'WD', '2024-03-01T10:00', { grantors: [party('SMITH', 'JOHN')] })],
  });
  clients = clientsOf(county);
  const examiner = await clients('title.examiner');
  expect((await search(examiner, 'searchByName', { lastName1: 'SMITH' })).ids).toContain('A9200');
  expect((await search(examiner, 'searchByName', { lastName1: 'ANDERSON', firstName1: 'MARIA' })).status).toBe(200);
  expect((await search(examiner, 'searchByBookAndPage', { book: '12', page: '44' })).status).toBe(200);
  // paging the kept SMITH set is free: no second line
  expect((await search(examiner, 'searchByName', { lastName1: 'SMITH', pageNumber: 1 })).status).toBe(200);
  // a charge written before charges described their criteria
  const examinerUser = {
    sessionId: 'x',
    userId: 'demo-title-examiner',
    username: 'title.examiner',
    role: 'USER' as const,
    accountId: 'demo-title',
  };
  await chargeFee({
    county,
    user: examinerUser,
    account: await getAccount(county, 'demo-title'),
    fee: { cents: 150, lines: [{ description: 'Name search', cents: 150 }] },
    transactionType: 'SEARCH',
    idempotencyKey: `OLD#${HASH}`,
    info: `Name search (${HASH})`,
  });
});

/** The signed-in examiner's transaction report (this year): its text by poppler's pdftotext, its fonts by pdffonts. */
async function report(): Promise<{ text: string; fonts: string[] }> {
  const login = await app.request(`${countyOrigin(county)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'test' },
    body: JSON.stringify({ username: 'title.examiner', password: 'Demo#2026' }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const res = await app.request(`${countyOrigin(county)}/api/home/transactionReport`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'test', cookie },
    body: JSON.stringify({ fromDate: '', toDate: '', reportType: 'USER', reportRange: 'YTD' }),
  });
  expect(res.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'TransactionReport.pdf');
  const bytes = new Uint8Array(await res.arrayBuffer());
  writeFileSync(file, bytes);
  if (process.env.SAVE_REPORT_PDF) writeFileSync(process.env.SAVE_REPORT_PDF, bytes);
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return { text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }), fonts };
}

describe('a search charge', () => {
  it('is described by its criteria in the audit log the reports read', async () => {
    const infos: string[] = [];
    for await (const page of auditPages(
      county,
      { kind: 'account', accountId: 'demo-title' },
      '2000-01-01',
      '2100-01-01',
    ))
      for (const row of page) if (row.type === 'SEARCH') infos.push(row.info ?? '');
    expect(infos.sort()).toEqual([
      'Book and Page: Book 12; Page 44',
      'Name search',
      'Name: ANDERSON, MARIA',
      'Name: SMITH',
    ]);
  });

  it('reads as its criteria in the transaction report, whose text keeps its spaces', async () => {
    const { text, fonts } = await report();
    expect(text).toContain('Lakewood County, Minnesota');
    // an embedded TrueType font with its space glyph and a Unicode map, not the unembedded standard Helvetica
    // (viewers ran its words together: 'LakewoodCounty,Minnesota')
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/\+Roboto-\S+\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(text).toContain('TRANSACTION REPORT');
    expect(text).toContain('Name: SMITH');
    expect(text).toContain('Name: ANDERSON, MARIA');
    expect(text).toContain('Book and Page: Book 12; Page 44');
    expect(text).toMatch(/Name search\s/);
    expect(text).not.toContain(HASH);
    expect(text).not.toMatch(/[A-Za-z0-9_-]{22}/);
  });
});
