// Bench: the Statement Report of one account over one month of 100,000 ledger lines, against the same of 1,000,
// as the spreadsheet (StatementReportExport.xlsx, streamed from the Query into exceljs's writer) and as the PDF
// (StatementReport.pdf, pdfmake). Printed: seconds to build each, and the peak memory (the build process's maximum
// resident set) as a ratio to the 1,000-line build. Each build runs in a process of its own, so one build's
// garbage is not the next one's peak. The lines are audit entries as the ledger writes them (auditItem with
// ledgerType), spread over last month, loaded into an in-memory DynamoDB Local.
// Measured on the shared two-core machine (DynamoDB Local in memory): xlsx 100,000 lines 16.3 s, peak 269 MiB, 1.53x
// the 1,000-line build; PDF (drawn) 26.1 s, peak 272 MiB, 1.36x. Most of either is the Query on DynamoDB Local.
// `npm run bench -- --only=reports [--report-lines 100000]`
import { execFileSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { benchLoadedKey } from '../../functions/src/data/app/keys.ts';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { putItems } from '../../functions/src/data/dynamo/write-items.ts';
import { auditItem } from '../../functions/src/platform/audit.ts';
import { demoCounties, seedDemoCounties } from '../seed/demo-counties.ts';
import { withThrowawayStack } from './throwaway-stack.ts';

const countyId = (n: number) => `bench-reports-${n}`;
const ACCOUNT = 'demo-title';

/** Last month (YYYY-MM-DD first and last day), in UTC: wholly in the past in any county's zone. */
function lastMonth(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { first, last };
}
const us = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

async function load(county: string, n: number, log: (l: string) => void) {
  await seedDemoCounties([{ ...demoCounties[0]!, id: county }]);
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: benchLoadedKey(county) }));
  if (Item) return;
  const { first } = lastMonth();
  // from the 2nd to the 27th, so the county's zone never moves a line out of the month
  const start = first.getTime() + 86_400_000;
  const span = 25 * 86_400_000;
  const started = Date.now();
  for (let from = 0; from < n; from += 5000) {
    const items = [];
    for (let i = from; i < Math.min(n, from + 5000); i++) {
      const at = new Date(start + Math.floor((span * i) / n));
      const deposit = i % 50 === 0;
      items.push({
        ...auditItem(
          {
            county,
            type: deposit ? 'ESCROW_DEPOSIT' : 'SEARCH',
            userId: i % 2 ? 'demo-title-examiner' : 'demo-account-admin',
            username: i % 2 ? 'title.examiner' : 'account.admin',
            accountId: ACCOUNT,
            amountCents: deposit ? 5000 : 150,
            dataSource: 'FIVE',
            info: deposit ? 'Escrow deposit $50.00' : `Name search (SMITH JOHN ${i})`,
          },
          at,
        ),
        ledgerType: deposit ? 'DEPOSIT' : 'CHARGE',
        ledgerKey: `BENCH#${i}`,
      });
    }
    await putItems(items, { table: tables.ledger });
    log(`reports: ${county} ${Math.min(n, from + 5000)}/${n} lines (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await putItems([benchLoadedKey(county)], { table: tables.app });
}

/** In the child: builds one statement and prints { seconds, bytes, maxRssMiB }. */
async function child(county: string, kind: 'pdf' | 'xlsx') {
  const { prepareStatement, statementPdf, statementSheet } = await import(
    '../../functions/src/areas/reports/statement.ts'
  );
  const { first, last } = lastMonth();
  const staff = {
    sessionId: 'b',
    userId: 'demo-county-admin',
    username: 'county.admin',
    role: 'COUNTY',
    accountId: 'demo-staff',
  } as const;
  const criteria = {
    fromDate: us(first),
    toDate: us(last),
    fromHour: '12',
    fromMinute: '00',
    fromAmPm: 'AM',
    toHour: '11',
    toMinute: '59',
    toAmPm: 'PM',
    dataSource: 'FIVE',
    accountId: ACCOUNT,
    accountName: '',
    username: '',
    statementNumber: 'BENCH',
  } as const;
  const t = performance.now();
  const prepared = await prepareStatement(county, staff, criteria);
  const stream = kind === 'pdf' ? await statementPdf(county, prepared) : statementSheet(county, prepared);
  let bytes = 0;
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const seconds = (performance.now() - t) / 1000;
  process.stdout.write(`${JSON.stringify({ seconds, bytes, maxRssMiB: process.resourceUsage().maxRSS / 1024 })}\n`);
}

function build(county: string, kind: 'pdf' | 'xlsx') {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--reports-child', county, kind],
    { env: process.env, encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { seconds: number; bytes: number; maxRssMiB: number };
}

export async function benchReports(options: { small?: number; large?: number; log?: (l: string) => void } = {}) {
  const log = options.log ?? console.log;
  const small = options.small ?? 1_000;
  const large = options.large ?? 100_000;
  await withThrowawayStack('reports', async () => {
    for (const n of [small, large]) await load(countyId(n), n, log);
    for (const kind of ['xlsx', 'pdf'] as const) {
      const a = build(countyId(small), kind);
      const b = build(countyId(large), kind);
      log(
        `reports: statement ${kind}, ${large} lines ${b.seconds.toFixed(1)} s (${(b.bytes / 1e6).toFixed(1)} MB, peak ${b.maxRssMiB.toFixed(0)} MiB) / ${small} lines ${a.seconds.toFixed(2)} s (peak ${a.maxRssMiB.toFixed(0)} MiB): peak memory ratio ${(b.maxRssMiB / a.maxRssMiB).toFixed(2)}`,
      );
    }
  });
}

const at = process.argv.indexOf('--reports-child');
if (at > 0) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  await child(process.argv[at + 1] ?? '', process.argv[at + 2] === 'pdf' ? 'pdf' : 'xlsx');
  process.exit(0);
}
