// Issue 34, 'no read that grows with the county': every DynamoDB read in functions/src that is not one page bounded
// by a constant Limit (a Scan, a paginator, queryAll and the other every-page helpers of data/dynamo, a Query
// without a Limit, with a Limit that is not a constant, or sent in a loop) is named, with what bounds it, in
// docs/data-model.md 'Reads that are not one page'; a Scan only as a batch job no request reaches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Analysis, analyse, type ReadSite, readSources, type Sources } from './read-sites.ts';

const src = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(src, '..', '..', 'docs', 'data-model.md'), 'utf8');
const SECTION = 'Reads that are not one page';

interface Row {
  line: number;
  path: string;
  names: string[];
  bound: string;
  reached: 'yes' | 'no' | undefined;
}

/** The rows of the section's table: `data/<path>.ts` `name`..., what bounds the read, whether a request reaches it. */
function documentedRows(text: string): Row[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`## ${SECTION}`);
  if (start < 0) return [];
  const rows: Row[] = [];
  for (let i = start + 1; i < lines.length && !lines[i]!.startsWith('## '); i++) {
    const cells = lines[i]!.split('|').map((c) => c.trim());
    if (cells.length < 6) continue;
    const tokens = [...cells[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const path = tokens.find((t) => /^data\/[\w./-]+\.ts$/.test(t));
    if (!path) continue;
    const answer = /^(yes|no)\b/i.exec(cells[4]!)?.[1]?.toLowerCase() as Row['reached'];
    rows.push({
      line: i + 1,
      path,
      names: tokens.filter((t) => /^[a-z]\w*$/.test(t)),
      bound: cells[3]!,
      reached: answer,
    });
  }
  return rows;
}

const where = (s: ReadSite) => `functions/src/${s.file}:${s.line}`;

/** Every way the source and the section disagree, each as a sentence saying what to do. */
function problems(a: Analysis, rows: Row[]): string[] {
  const out: string[] = [];
  const rowOf = (file: string, name: string) =>
    rows.find((r) => r.path === `data/${file.replace(/^data\//, '')}` && r.names.includes(name));
  for (const site of a.sites) {
    for (const fn of site.functions) {
      const reached = a.reachable(site.file, fn);
      const row = site.file.startsWith('data/') ? rowOf(site.file, fn) : undefined;
      if (!site.file.startsWith('data/')) {
        out.push(
          `${where(site)} (${fn}): ${site.why} outside functions/src/data. Only the data layer reads DynamoDB: move the read into a named function of data/<table>/ and document it.`,
        );
        continue;
      }
      if (!row) {
        out.push(
          `${where(site)}: \`${site.file}\` \`${fn}\` sends ${site.why}${reached ? ', and a request reaches it' : ''}. ` +
            `Give the Query a constant Limit and page it with a cursor (one page per call), or, if something else bounds it, add a row for \`${site.file}\` \`${fn}\` to docs/data-model.md '${SECTION}' saying what bounds it and whether a request reaches it ('${reached ? 'yes' : 'no'}').`,
        );
        continue;
      }
      if (row.reached !== (reached ? 'yes' : 'no')) {
        out.push(
          `docs/data-model.md line ${row.line}: '${SECTION}' says ${row.reached ? `'${row.reached}'` : 'nothing'} for whether a request reaches \`${site.file}\` \`${fn}\`; the references from areas/api-areas.ts say '${reached ? 'yes' : 'no'}'. Correct the last column (or the code).`,
        );
      }
      if (site.kind === 'Scan' && (reached || !/batch job/i.test(row.bound))) {
        out.push(
          `${where(site)}: \`${site.file}\` \`${fn}\` sends ${site.why}: a Scan reads the whole table. It may serve only a batch job (name it one in the row, line ${row.line}) that no request reaches${reached ? ', and a route reaches this one: read a key or an index partition with a Limit instead' : ''}.`,
        );
      }
    }
  }
  const unbounded = new Set(a.sites.flatMap((s) => s.functions.map((fn) => `${s.file} ${fn}`)));
  for (const row of rows) {
    for (const name of row.names) {
      if (!unbounded.has(`${row.path.replace(/^data\//, 'data/')} ${name}`)) {
        out.push(
          `docs/data-model.md line ${row.line}: '${SECTION}' names \`${row.path}\` \`${name}\`, which reads no more than one bounded page now (or does not exist): remove it from the row.`,
        );
      }
    }
  }
  return out;
}

const sources = readSources(src);
const analysis = analyse(sources);

describe(`every read that is not one bounded page is in docs/data-model.md '${SECTION}'`, () => {
  it('finds the reads, and the helpers of data/dynamo that read every page', () => {
    expect(analysis.helpers).toEqual([
      'data/dynamo/query-all.ts queryAll',
      'data/dynamo/query-all.ts queryIndexPartition',
    ]);
    // the search's gather and the user list's page are among them; a request reaches both
    expect(analysis.sites.some((s) => s.file === 'data/records/queries/gather.ts')).toBe(true);
    expect(analysis.reachable('data/records/queries/gather.ts', 'gather')).toBe(true);
    expect(analysis.reachable('data/ledger/maintenance.ts', 'auditEntriesBefore')).toBe(false);
  });

  it('names each with what bounds it, a Scan only as a batch job no request reaches', () => {
    expect(problems(analysis, documentedRows(doc))).toEqual([]);
  });

  it("has no Scan but the county export's, one of each table (issue 28), a batch job no request reaches", () => {
    const scans = analysis.sites.filter((s) => s.kind === 'Scan');
    expect(scans.map((s) => `${s.file} ${s.functions.join()}`).sort()).toEqual([
      'data/app/export-scan.ts appItemsOfCounty',
      'data/ledger/export-scan.ts ledgerItemsOfCounty',
      'data/records/export-scan.ts recordItemsOfCounty',
    ]);
    expect(scans.filter((s) => s.functions.some((fn) => analysis.reachable(s.file, fn)))).toEqual([]);
  });

  describe('catches a read added without a row', () => {
    /** The tree with a data module added, and a line calling it at the top of app.ts (which every request loads). */
    const probed = (module: string): Analysis => {
      const tree: Sources = new Map(sources);
      tree.set('data/app/probe-read.ts', module);
      tree.set(
        'app.ts',
        `${sources.get('app.ts')}\nimport { probeRead } from './data/app/probe-read.ts';\nvoid probeRead('c');\n`,
      );
      return analyse(tree);
    };
    const header = `import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';\nimport { db } from '../dynamo/client.ts';\nimport { queryAll } from '../dynamo/query-all.ts';\n`;

    it('a Query without a Limit', () => {
      const a = probed(
        `${header}export async function probeRead(c: string) {\n  return db().send(new QueryCommand({ TableName: 't', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': c } }));\n}\n`,
      );
      expect(problems(a, documentedRows(doc))).toEqual([
        expect.stringMatching(
          /^functions\/src\/data\/app\/probe-read\.ts:5: `data\/app\/probe-read\.ts` `probeRead` sends a QueryCommand without a Limit .*a request reaches it\. Give the Query a constant Limit/,
        ),
      ]);
    });

    it('queryAll in a private function, and a Limit from a parameter', () => {
      const a = probed(
        `${header}async function every(c: string) {\n  return queryAll({ TableName: 't', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': c } });\n}\nexport const probeRead = (c: string, n = 10) => Promise.all([every(c), db().send(new QueryCommand({ TableName: 't', Limit: n }))]);\n`,
      );
      const found = problems(a, documentedRows(doc));
      expect(found).toHaveLength(2);
      expect(found[0]).toMatch(
        /probe-read\.ts:5: `data\/app\/probe-read\.ts` `probeRead` sends queryAll \(every page\)/,
      );
      expect(found[1]).toMatch(/probe-read\.ts:7: .*`probeRead` sends a QueryCommand whose Limit is `n`/);
    });

    it('a Scan, even when documented, if a request reaches it', () => {
      const a = probed(
        `${header}export async function probeRead() {\n  return db().send(new ScanCommand({ TableName: 't' }));\n}\n`,
      );
      const rows = [
        ...documentedRows(doc),
        {
          line: 0,
          path: 'data/app/probe-read.ts',
          names: ['probeRead'],
          bound: 'a batch job',
          reached: 'yes' as const,
        },
      ];
      expect(problems(a, rows)).toEqual([
        expect.stringMatching(/sends a ScanCommand: a Scan reads the whole table.*a route reaches this one/),
      ]);
    });

    it('a Query with a constant Limit, once, is one bounded page', () => {
      const a = probed(
        `${header}const PAGE = 25;\nexport async function probeRead(c: string) {\n  const limit = Math.min(PAGE, c.length);\n  return db().send(new QueryCommand({ TableName: 't', Limit: limit }));\n}\n`,
      );
      expect(problems(a, documentedRows(doc))).toEqual([]);
    });
  });
});
