// Bench: the records store. Import rate (documents per second), and for every search access pattern the time of
// the key Query that fills one results page (10 rows) in a 10k-document county and in a large one (1M by
// default), measured in the same run and printed as the ratio large / small. Goal: every ratio at most 1.3, i.e.
// a search costs the same however big the county. Also the index items per document, before and after the name
// rules of issue 19 (records-index-items.ts).
//
// The counties live in a stack of their own under .data/bench (kept between runs: a county already holding its
// demo set is not loaded again), so the first run at 1M takes long and later runs are quick.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { BookReferenceRow } from '@portal/shared/records/book-reference';
import type { DocumentRow } from '@portal/shared/records/document';
import { type ImportFileName, importFiles } from '@portal/shared/records/import-files';
import type { TaxLienRow } from '@portal/shared/records/tax-lien';
import type { TorrensCertificateRow } from '@portal/shared/records/torrens';
import { houseNumberKey, streetKey } from '../../functions/src/areas/records/address-keys.ts';
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
} from '../../functions/src/areas/records/keys.ts';
import { lastNameKey, nameKeysOf } from '../../functions/src/areas/records/name-keys.ts';
import {
  keyPart,
  namePrefix,
  normalizeName,
  sortableNumber,
  textTokens,
} from '../../functions/src/areas/records/normalize.ts';
import { bucketOf } from '../../functions/src/areas/records/record-items.ts';
import { db } from '../../functions/src/platform/aws.ts';
import { putCounty } from '../../functions/src/platform/config.ts';
import { tables } from '../../functions/src/platform/tables.ts';
import { freePort, startLocalStack } from '../local/stack.ts';
import { demoSetName, seedDemoRecords } from '../seed/demo-records.ts';
import { logIndexItems } from './records-index-items.ts';

export const RECORDS_GOAL_RATIO = 1.3;
/** Between them the two demo profiles hold every kind of record and every search type. */
export const benchProfiles = ['minnesota', 'marianas'] as const;
export type Profile = (typeof benchProfiles)[number];
/** One county per profile and size, so that sets of different sizes never mix in one county. */
const benchCounty = (profile: string, documents: number) => `bench-${profile}-${documents}`;
const PAGE = 10;
const root = join(import.meta.dirname, '..', '..');

interface Pattern {
  name: string;
  query: (county: string, sample: Samples) => QueryCommandInput | undefined;
}

/** Values taken from a county's own files, so every pattern asks for something that is there. */
export interface Samples {
  doc: DocumentRow;
  lien?: TaxLienRow;
  cert?: TorrensCertificateRow;
  bookRef?: BookReferenceRow;
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

/** The first row of a file that `pick` accepts, read through its import schema (so defaults are filled in). */
function firstRow<T>(dir: string, file: ImportFileName, pick: (row: T) => boolean): T | undefined {
  let text = '';
  try {
    text = readFileSync(join(dir, file), 'utf8').slice(0, 4_000_000);
  } catch {
    return undefined;
  }
  for (const line of text.split('\n').slice(0, -1)) {
    const row = importFiles[file].parse(JSON.parse(line)) as T;
    if (pick(row)) return row;
  }
  return undefined;
}

export function samplesOf(dir: string): Samples {
  // A document with as many searchable parts as possible, from early in the file (present at any size).
  const doc =
    firstRow<DocumentRow>(
      dir,
      'documents.ndjson',
      (d) => !!(d.book && d.parcelIds.length && d.addresses.length && d.legals.some((l) => l.kind === 'LB')),
    ) ??
    firstRow<DocumentRow>(dir, 'documents.ndjson', (d) => d.tracts.length > 0) ??
    firstRow<DocumentRow>(dir, 'documents.ndjson', () => true)!;
  return {
    doc,
    lien: firstRow<TaxLienRow>(dir, 'tax-liens.ndjson', () => true),
    cert: firstRow<TorrensCertificateRow>(dir, 'torrens-certificates.ndjson', (t) => !!t.legalText),
    bookRef: firstRow<BookReferenceRow>(dir, 'book-references.ndjson', () => true),
  };
}

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
  /** runs on each large county while its stack is up (the search bench) */
  afterLoad?: (c: { county: string; samples: Samples }) => Promise<unknown>;
}) {
  const log = options.log ?? console.log;
  const dataDir = join(root, '.data', 'bench');
  const stack = await startLocalStack({
    dataDir,
    ports: { dynamodb: await freePort(), s3: await freePort(), ses: await freePort() },
    prefix: 'bench',
  });
  try {
    const profiles = options.profiles ?? benchProfiles;
    const counties = profiles.flatMap((profile) =>
      (['small', 'large'] as const).map((size) => ({ id: benchCounty(profile, options[size]), profile, size })),
    );
    for (const c of counties) await putCounty({ id: c.id, name: c.id, stateCode: 'MN' });
    const rows: RecordsBenchRow[] = [];
    let importRate: string | undefined;
    for (const c of counties) {
      const documents = c.size === 'small' ? options.small : options.large;
      const loaded = await seedDemoRecords({
        documents,
        imageDocuments: 0,
        workDir: join(dataDir, 'sets'),
        counties: [{ id: c.id, profile: c.profile }],
        log: (l) => log(`records: ${l}`),
      });
      const fresh = loaded[0];
      if (fresh && !importRate) {
        const rate = Math.round(documents / fresh.seconds);
        importRate = `records: import rate ${rate.toLocaleString()} documents/s (${documents.toLocaleString()} ${c.profile} documents in ${fresh.seconds.toFixed(1)} s, every record with its index items)`;
      }
    }
    if (importRate) log(importRate);
    else
      log('records: import rate not measured this run (every county was loaded before; delete .data/bench to measure)');

    for (const profile of profiles)
      logIndexItems(profile, join(dataDir, 'sets', demoSetName(profile, options.small, 0)), log);

    for (const profile of profiles) {
      const setDir = (n: number) => join(dataDir, 'sets', demoSetName(profile, n, 0));
      const small = { county: benchCounty(profile, options.small), samples: samplesOf(setDir(options.small)) };
      const large = { county: benchCounty(profile, options.large), samples: samplesOf(setDir(options.large)) };
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
    }
    if (options.afterLoad) {
      for (const profile of profiles) {
        const dir = join(dataDir, 'sets', demoSetName(profile, options.large, 0));
        await options.afterLoad({ county: benchCounty(profile, options.large), samples: samplesOf(dir) });
      }
    }
    return rows;
  } finally {
    await stack.stop();
  }
}
