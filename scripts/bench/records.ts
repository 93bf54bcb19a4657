// Bench: the records store. The import rate over the write ceiling of the same emulator (import-rate.ts, goal 3
// of issue 20), and for every search access pattern the time of the key Query that fills one results page (10
// rows) in a 10k-document county and in a large one (1M by default), measured in the same run and printed as the
// ratio large / small. Goal: every ratio at most 1.3, i.e. a search costs the same however big the county. Also
// the index items per document, before and after the name rules of issue 19 (records-index-items.ts).
//
// The counties live in a kept stack of their own per large size, .data/bench/large-<N> (kept-county.ts: a county
// already holding its demo set is not loaded again), so the first run at 1M takes long and later runs are quick.
import { join } from 'node:path';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { houseNumberKey, streetKey } from '../../functions/src/data/records/address-keys.ts';
import {
  addressPartition,
  bookPartition,
  bookReferencePartition,
  certificatePartition,
  documentNumberPartition,
  lienDatePartition,
  lienDocumentNumberPartition,
  lienNumberPartition,
  lotsAndBlocksPartition,
  metesAndBoundsPartition,
  namePartition,
  parcelPartition,
  recordedMonthPartition,
  SEP,
  taxpayerPartition,
  torrensTextPartition,
  tractPartition,
} from '../../functions/src/data/records/keys.ts';
import { lastNameKey, nameKeysOf } from '../../functions/src/data/records/name-keys.ts';
import {
  keyPart,
  namePrefix,
  normalizeName,
  sortableNumber,
  textTokens,
} from '../../functions/src/data/records/normalize.ts';
import { bucketOf } from '../../functions/src/data/records/record-items.ts';
import { benchImportRate } from './import-rate.ts';
import { keptCounty, openKeptStack, type Profile } from './kept-county.ts';
import { logIndexItems } from './records-index-items.ts';
import type { Samples } from './samples.ts';

export type { Profile } from './kept-county.ts';
export { type Samples, samplesOf } from './samples.ts';

export const RECORDS_GOAL_RATIO = 1.3;
/** Between them the two demo profiles hold every kind of record and every search type. */
export const benchProfiles = ['minnesota', 'marianas'] as const;
const PAGE = 10;
const root = join(import.meta.dirname, '..', '..');

interface Pattern {
  name: string;
  query: (county: string, sample: Samples) => QueryCommandInput | undefined;
}

const q = (pk: string, sk?: { op: 'begins' | 'eq' | 'between' | 'le'; a: string; b?: string }): QueryCommandInput => {
  // begins_with is asked as the equal BETWEEN range, as the records queries do (gather.ts says why).
  if (sk?.op === 'begins') sk = { op: 'between', a: sk.a, b: `${sk.a}\uffff` };
  const cond =
    sk?.op === 'begins'
      ? ' AND begins_with(sk, :a)'
      : sk?.op === 'eq'
        ? ' AND sk = :a'
        : sk?.op === 'between'
          ? ' AND sk BETWEEN :a AND :b'
          : sk?.op === 'le'
            ? ' AND sk <= :a'
            : '';
  return {
    TableName: tables.records,
    KeyConditionExpression: `pk = :p${cond}`,
    ExpressionAttributeValues: { ':p': pk, ...(sk ? { ':a': sk.a } : {}), ...(sk?.b ? { ':b': sk.b } : {}) },
    Limit: PAGE,
    ScanIndexForward: sk?.op !== 'le',
  };
};

const patterns: Pattern[] = [
  { name: 'name: common surname (SMITH)', query: (c) => q(namePartition(c, 'SM'), { op: 'begins', a: `SMITH${SEP}` }) },
  {
    name: 'name: last and first name',
    query: (c, { doc }) => {
      const p = doc.grantors[0] ?? doc.grantees[0]!;
      const k = nameKeysOf(p)[0]!;
      return q(namePartition(c, namePrefix(k.last)), { op: 'begins', a: `${k.last}${SEP}${k.first}` });
    },
  },
  {
    name: 'document number',
    query: (c, { doc }) =>
      q(documentNumberPartition(c, doc.docType), { op: 'begins', a: `${sortableNumber(doc.docNumber)}${SEP}` }),
  },
  {
    name: 'document number range',
    query: (c, { doc }) =>
      q(documentNumberPartition(c, doc.docType), {
        op: 'between',
        a: sortableNumber(doc.docNumber),
        b: sortableNumber(String(Number.parseInt(doc.docNumber, 10) + 1000)),
      }),
  },
  {
    name: 'recorded date (one day)',
    query: (c, { doc }) => {
      const day = doc.recordedDateTime.slice(0, 10);
      return q(recordedMonthPartition(c, day.slice(0, 7)), { op: 'between', a: day, b: `${day}T99` });
    },
  },
  {
    name: 'book and page',
    query: (c, { doc }) =>
      doc.book ? q(bookPartition(c, doc.bookType ?? '', doc.book), { op: 'begins', a: keyPart(doc.page) }) : undefined,
  },
  {
    name: 'parcel id',
    query: (c, { doc }) => (doc.parcelIds[0] ? q(parcelPartition(c, doc.parcelIds[0])) : undefined),
  },
  {
    name: 'address',
    query: (c, { doc }) => {
      const a = doc.addresses[0];
      return a
        ? q(addressPartition(c, houseNumberKey(a.streetNumber)), { op: 'begins', a: streetKey(a.streetName) })
        : undefined;
    },
  },
  {
    name: 'legal: lots and blocks (plat, block)',
    query: (c, { doc }) => {
      const l = doc.legals.find((x) => x.kind === 'LB');
      return l?.kind === 'LB'
        ? q(lotsAndBlocksPartition(c, '', l.platCode), { op: 'begins', a: `${keyPart(l.block)}${SEP}` })
        : undefined;
    },
  },
  {
    name: 'legal: section-township-range',
    query: (c, { doc }) => {
      const l = doc.legals.find((x) => x.kind === 'MB');
      return l?.kind === 'MB' ? q(metesAndBoundsPartition(c, '', l)) : undefined;
    },
  },
  {
    name: 'tract index (island, village)',
    query: (c, { doc }) => {
      const t = doc.tracts[0];
      return t
        ? q(tractPartition(c, normalizeName(t.island)), { op: 'begins', a: normalizeName(t.village).slice(0, 3) })
        : undefined;
    },
  },
  {
    name: 'Torrens certificate',
    query: (c, { cert }) =>
      cert
        ? q(certificatePartition(c), { op: 'begins', a: `${sortableNumber(cert.certificateNumber)}${SEP}` })
        : undefined,
  },
  {
    name: 'Torrens text (legal word)',
    query: (c, { cert }) => {
      const word = textTokens(cert?.legalText).sort((a, b) => b.length - a.length)[0];
      return word ? q(torrensTextPartition(c, 'L', word)) : undefined;
    },
  },
  {
    name: 'tax lien by date (one month)',
    query: (c, { lien }) => {
      const month = lien?.recordedDateTime.slice(0, 7);
      return month ? q(lienDatePartition(c), { op: 'between', a: `${month}-01`, b: `${month}-31T99` }) : undefined;
    },
  },
  {
    name: 'tax lien by document number',
    query: (c, { lien }) =>
      lien
        ? q(lienDocumentNumberPartition(c, lien.docType), {
            op: 'begins',
            a: `${sortableNumber(lien.docNumber)}${SEP}`,
          })
        : undefined,
  },
  {
    name: 'tax lien by lien number',
    query: (c, { lien }) => (lien ? q(lienNumberPartition(c, lien.lienNumber)) : undefined),
  },
  {
    name: 'tax lien by taxpayer',
    query: (c, { lien }) => {
      const last = lastNameKey(lien?.taxpayers[0]?.lastName ?? '');
      return last ? q(taxpayerPartition(c, namePrefix(last)), { op: 'begins', a: last }) : undefined;
    },
  },
  {
    name: 'grantor-grantee book',
    query: (c, { bookRef }) => {
      if (!bookRef) return undefined;
      const name = normalizeName(bookRef.fromName);
      return q(bookReferencePartition(c, bucketOf(name).replace(/ /g, '_')), { op: 'le', a: `${name}${SEP}\uffff` });
    },
  },
];

async function timeQuery(input: QueryCommandInput, runs: number): Promise<{ ms: number; items: number }> {
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await db().send(new QueryCommand(input));
    times.push(performance.now() - started);
    items = res.Items?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, items };
}

export interface RecordsBenchRow {
  pattern: string;
  profile: string;
  smallMs: number;
  largeMs: number;
  ratio: number;
}

export async function benchRecords(options: {
  small: number;
  large: number;
  log?: (l: string) => void;
  /** the county profiles to load and measure (default both) */
  profiles?: readonly Profile[];
  /** documents of the import rate measurement (goal 3; 0: not measured) */
  importDocuments?: number;
  /** runs on each large county while its stack is up (the search bench) */
  afterLoad?: (c: {
    county: string;
    samples: Samples;
    small: { county: string; samples: Samples };
  }) => Promise<unknown>;
}) {
  const log = options.log ?? console.log;
  const profiles = options.profiles ?? benchProfiles;
  if (options.importDocuments !== 0) {
    await benchImportRate({
      documents: options.importDocuments ?? options.small,
      profile: profiles[0]!,
      workDir: join(root, '.data', 'bench', 'sets'),
      log,
    });
  }
  const kept = await openKeptStack(options.large);
  try {
    const rows: RecordsBenchRow[] = [];
    for (const profile of profiles) {
      const small = await keptCounty(kept, profile, options.small, log);
      const large = await keptCounty(kept, profile, options.large, log);
      for (const c of [small, large])
        if (c.loaded)
          log(
            `records: loaded ${c.county} now: ${c.loaded.records.toLocaleString()} records, ${c.loaded.items.toLocaleString()} items in ${c.loaded.seconds.toFixed(0)} s`,
          );
      logIndexItems(profile, small.setDir, log);
      for (const p of patterns) {
        const a = p.query(small.county, small.samples);
        const b = p.query(large.county, large.samples);
        if (!a || !b) continue;
        await timeQuery(a, 3);
        await timeQuery(b, 3);
        // Interleave the two so that drift of the machine affects both alike.
        let sa = 0;
        let sb = 0;
        let items = 0;
        for (let round = 0; round < 5; round++) {
          sa += (await timeQuery(a, 5)).ms;
          const rb = await timeQuery(b, 5);
          sb += rb.ms;
          items = rb.items;
        }
        const row = { pattern: p.name, profile, smallMs: sa / 5, largeMs: sb / 5, ratio: sb / sa };
        rows.push(row);
        const verdict = row.ratio <= RECORDS_GOAL_RATIO ? 'ok' : 'OVER GOAL';
        log(
          `records: ${`${profile}: ${p.name}`.padEnd(52)} ${row.smallMs.toFixed(2).padStart(7)} ms @${options.small.toLocaleString()}` +
            `  ${row.largeMs.toFixed(2).padStart(7)} ms @${options.large.toLocaleString()}  ratio ${row.ratio.toFixed(2)}` +
            `  (${items} rows; goal <= ${RECORDS_GOAL_RATIO})  ${verdict}`,
        );
      }
      if (options.afterLoad) await options.afterLoad({ county: large.county, samples: large.samples, small });
    }
    return rows;
  } finally {
    await kept.stack.stop();
  }
}
