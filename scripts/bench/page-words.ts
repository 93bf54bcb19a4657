// Bench: 'Words on the page' (issue 33) in the bench county. Pages of deed-like text (about 300 words, as the demo
// pages hold: docs/page-text-index.md) are indexed for documents of the county through indexPageText, as the
// recognition step indexes them, and the index items per page are printed. Then the search's API time over its
// floor (the DynamoDB calls it must make, issued alone in the same run: floor.ts) for a rare word, a common
// phrase, a common word with a rare one, and a date-narrowed phrase. Goal: <= 1.25, as every search.
//
// `npx tsx scripts/bench/page-words.ts` runs it alone on a fresh local stack with a small county of its own;
// `npm run bench -- --only=search` runs it on the bench county after the search bench.
import { toUsDate } from '@portal/shared/search/dates';
import { pageTextOf } from '../../functions/src/areas/search/__tests__/page-text-fixture.ts';
import { byRecordedDate } from '../../functions/src/data/records/index.ts';
import { indexPageText } from '../../functions/src/data/records/page-words/index-page-text.ts';
import { TestClient } from '../../test/support/api-client.ts';
import { seedDemoCounties } from '../seed/demo-counties.ts';
import { formatParts, measureAgainstFloor, verdict } from './floor.ts';

export const PAGE_WORDS_FLOOR_GOAL = 1.25;

// Words on every deed, words on some, and words of one document: the mix a county's pages hold.
const COMMON = 'WARRANTY DEED GRANTOR GRANTEE COUNTY STATE MINNESOTA LOT BLOCK ADDITION RECORDED OFFICE'.split(' ');
const SOME = Array.from({ length: 400 }, (_, i) => `TERM${i.toString(36).toUpperCase()}`);
const FILLER = 'the of and said to in by for that this with a as hereby'.split(' ');

/** A deterministic pseudo-random stream (the same pages every run). */
function stream(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** About 300 words in 24 lines: common words, a few of the 400 middling ones, the document's own name and lot. */
export function deedLines(docId: string, page: number): string[] {
  const next = stream([...`${docId}#${page}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7));
  const own = [`OWNER${docId.replace(/\W/g, '')}`, `NORTH HALF OF LOT ${1 + next(40)}`];
  return Array.from({ length: 24 }, (_, l) => {
    const words = Array.from({ length: 12 }, () => {
      const r = next(10);
      if (r < 4) return FILLER[next(FILLER.length)]!;
      if (r < 7) return COMMON[next(COMMON.length)]!;
      return SOME[next(SOME.length)]!;
    });
    if (l === 3) words.push(...own);
    return words.join(' ');
  });
}

export async function benchPageWords(o: {
  county: string;
  /** a recorded date of the county (YYYY-MM-DD): its year's documents get pages */
  day: string;
  pages?: number;
  log: (line: string) => void;
}) {
  const { county, log } = o;
  const year = o.day.slice(0, 4);
  const wanted = o.pages ?? 1000;
  const docs = (await byRecordedDate(county, { fromRecordedDate: `${year}-01-01`, toRecordedDate: `${year}-12-31` }))
    .items;
  const started = performance.now();
  let items = 0;
  let pages = 0;
  for (const d of docs) {
    if (pages >= wanted) break;
    for (const page of [1, 2]) {
      items += (await indexPageText(county, pageTextOf(d.docId, page, deedLines(d.docId, page)))).items;
      pages++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    `page words: ${county}: ${pages} pages of ${docs.length} documents indexed in ${seconds.toFixed(1)} s; ` +
      `index items per page ${(items / Math.max(1, pages)).toFixed(1)}`,
  );

  await seedDemoCounties([{ id: county, name: county, stateCode: 'MN', config: {} }]);
  const client = new TestClient(county);
  await client.login('county.admin'); // staff search free: no charge in the floor
  const rare = `OWNER${docs[0]!.docId.replace(/\W/g, '')}`;
  const cases: Array<[string, Record<string, unknown>]> = [
    ['a rare word', { words: rare }],
    ['a common phrase', { words: '"warranty deed"' }],
    ['a common word and a rare one', { words: `county ${rare}` }],
    ['a phrase in one year', { words: '"north half"', fromRecordedDate: toUsDate(`${year}-01-01`) }],
  ];
  let worst = 0;
  for (const [label, criteria] of cases) {
    // 25 rounds, not the default 9: a one-result search is about 25 ms, of which a DynamoDB Local write (the search
    // history's) swings by 3 ms from call to call, and 9 medians moved the ratio by 0.15 between runs
    const m = await measureAgainstFloor({
      rounds: 25,
      warm: 5,
      api: async () => {
        const res = await client.post<{ searchResults: { totalRecordCount: number } }>(
          'search/searchByPageWords',
          criteria,
        );
        if (res.status !== 200) throw new Error(`${label}: ${res.status} ${res.body.message}`);
        return res.body.content!.searchResults.totalRecordCount;
      },
    });
    const ratio = m.apiMs / m.floor.ms;
    worst = Math.max(worst, ratio);
    log(
      `page words: ${label.padEnd(30)} API ${m.apiMs.toFixed(1).padStart(6)} ms  floor ${m.floor.ms.toFixed(1).padStart(6)} ms` +
        `  ratio ${ratio.toFixed(2)}  (goal <= ${PAGE_WORDS_FLOOR_GOAL})  ${verdict(ratio, PAGE_WORDS_FLOOR_GOAL)}   [${formatParts(m.floor)}; ${m.result} results]`,
    );
  }
  log(`page words: full-text search / floor: worst ${worst.toFixed(2)}  ${verdict(worst, PAGE_WORDS_FLOOR_GOAL)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { startLocalStack } = await import('../local/stack.ts');
  const { doc, newSearchCounty, party, saveFixture } = await import(
    '../../functions/src/areas/search/__tests__/fixtures.ts'
  );
  const documents = Number(process.argv[process.argv.indexOf('--documents') + 1]) || 2000;
  const stack = await startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), 'pw-bench-')),
    inMemory: true,
    prefix: 'pwbench',
  });
  try {
    const county = await newSearchCounty('pw-bench');
    const day = (i: number) =>
      `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T10:00`;
    for (let i = 0; i < documents; i += 500) {
      await saveFixture(county, {
        documents: Array.from({ length: Math.min(500, documents - i) }, (_, k) =>
          doc(String(800_000 + i + k), 'WD', day(i + k), { grantors: [party('BENCH', `P${i + k}`)], pageCount: 2 }),
        ),
      });
    }
    await benchPageWords({ county, day: '2024-01-01', log: console.log });
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
