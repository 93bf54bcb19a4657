// The demo-county generator: writes an import directory (docs/import-format.md) for a Minnesota-style county or
// the Northern Mariana Islands. Deterministic (the same options give byte-identical files), streamed (a million
// documents in bounded memory) and fast (the records part runs at tens of thousands of documents a second; the
// page images, only for the newest documents, at tens of pages a second).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ImportFileName } from '@portal/shared/records/import-files';
import {
  businessDays,
  dayNumber,
  interpolate,
  LAST_DAY,
  MINUTES_PER_DAY,
  recordingMoments,
  splitByWeight,
  yearOf,
} from './calendar.ts';
import { documentTypes, instrumentCodes, instrumentGroups, otherLotCodes, type ProfileId } from './codes.ts';
import type { Draft } from './draft.ts';
import { EventQueue } from './events.ts';
import { ImageWriter } from './images.ts';
import { Land } from './land.ts';
import { marianasProfile } from './marianas.ts';
import { minnesotaProfile } from './minnesota.ts';
import { NdjsonWriter } from './ndjson-writer.ts';
import { bookReferences, tractBooks } from './old-books.ts';
import { platRows } from './plats.ts';
import type { CountyProfile } from './profile.ts';
import { Random } from './random.ts';
import { Recorder } from './recorder.ts';
import { ShowcaseChains } from './showcase-chains.ts';
import { TaxLiens } from './tax-liens.ts';
import { Certificates } from './torrens.ts';
import { Transactions } from './transactions.ts';

export interface GenerateOptions {
  profile: ProfileId;
  /** documents in documents.ndjson */
  documents: number;
  seed?: number;
  outDir: string;
  /** how many of the newest documents get page images (default: min(documents, 300)) */
  imageDocuments?: number;
  /** told each imaged document's pages as composed (see ImageWriter) */
  onPages?: ConstructorParameters<typeof ImageWriter>[4];
}

export interface GenerateResult {
  /** rows per file, and 'images': TIFF files written */
  counts: Record<string, number>;
  imagePages: number;
  imageBytes: number;
  timings: { totalMs: number; imagesMs: number };
}

const FIRST_YEAR = 1950;
const LAST_YEAR = yearOf(LAST_DAY);
/** tax liens are recorded from the Federal Tax Lien Act of 1966 on */
const FIRST_LIEN_YEAR = 1966;
const LIEN_SHARE = 0.02;
/** parcels kept in memory (least recently used leave first) */
const LAND_CAPACITY = 100_000;
/** old book pages and tract book pages that get an image */
const OLD_BOOK_IMAGES = 10;

const profiles: Record<ProfileId, () => CountyProfile> = {
  minnesota: minnesotaProfile,
  marianas: marianasProfile,
};

export async function generateDemoRecords(options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const seed = options.seed ?? 1;
  const documents = Math.max(0, Math.floor(options.documents));
  const imageDocuments = Math.max(
    0,
    Math.min(documents, Math.floor(options.imageDocuments ?? Math.min(documents, 300))),
  );
  const { outDir } = options;
  mkdirSync(outDir, { recursive: true });

  const root = new Random(seed);
  const profile = profiles[options.profile]();
  const plats = profile.plats(root.fork('plats'), documents);
  const files = new Map<ImportFileName, NdjsonWriter>();
  const file = (name: ImportFileName) => {
    let w = files.get(name);
    if (!w) {
      w = new NdjsonWriter(join(outDir, name));
      files.set(name, w);
    }
    return w;
  };
  for (const [name, rows] of [
    ['document-types.ndjson', documentTypes(profile.id)],
    ['instrument-groups.ndjson', instrumentGroups],
    ['instrument-codes.ndjson', instrumentCodes(profile.id)],
    ['plats.ndjson', platRows(plats)],
    ['other-lot-codes.ndjson', otherLotCodes],
    // the demo counties' books have no types (their landlink bookType flag is off)
    ['book-types.ndjson', []],
  ] as const) {
    const w = file(name);
    for (const row of rows) {
      w.push(row);
      await w.maybeFlush();
    }
  }
  const docs = file('documents.ndjson');
  const liens = file('tax-liens.ndjson');
  const certs = file('torrens-certificates.ndjson');

  const images = new ImageWriter(outDir, profile, seed, undefined, options.onPages);
  const certificates = new Certificates('the County of Lakewood, State of Minnesota', (row) => certs.push(row));
  const recorder = new Recorder(profile, root.fork('recorder'), certificates);
  const events = new EventQueue();
  const land = new Land(profile, root.fork('land'), certificates, LAND_CAPACITY);
  const transactions = new Transactions(profile, root.fork('transactions'), land, events);
  const taxLiens = new TaxLiens(profile, root.fork('liens'), recorder, events, land, (row) => liens.push(row));
  const clock = root.fork('clock');
  const showcase = new ShowcaseChains(profile, land, documents, seed);

  const firstDay = dayNumber(FIRST_YEAR, 1, 1);
  for (const plat of plats) {
    if (plat.day < firstDay) land.openPlat(plat, plat.day);
    else if (plat.day <= LAST_DAY) {
      events.push(plat.day * MINUTES_PER_DAY + 9 * 60, () => transactions.plat(plat));
    }
  }

  const years: Array<[number, number]> = [];
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) {
    years.push([y, interpolate(profile.yearWeights, y) * (businessDays(y).length / 261)]);
  }
  const perYear = splitByWeight(documents, years);
  const lienYears = [...perYear].filter(([y]) => y >= FIRST_LIEN_YEAR).reduce((s, [, n]) => s + n, 0);
  const lienRate = lienYears ? Math.min(0.5, (LIEN_SHARE * documents) / lienYears) : 0;

  const next = (moment: number): Draft => {
    for (;;) {
      const due = events.popDue(moment);
      if (!due) break;
      const draft = due.run(moment);
      if (draft) return draft;
    }
    return transactions.spontaneous(Math.floor(moment / MINUTES_PER_DAY));
  };

  const imageFrom = documents - imageDocuments;
  let index = 0;
  for (const [year] of years) {
    const count = perYear.get(year) ?? 0;
    if (!count) continue;
    const liensOn = year >= FIRST_LIEN_YEAR;
    recorder.startYear(year, count * (1 + (liensOn ? lienRate : 0)));
    const moments = recordingMoments(clock, year, count);
    for (let i = 0; i < count; i++, index++) {
      const moment = moments[i] as number;
      const withImages = index >= imageFrom;
      if (liensOn && clock.chance(lienRate)) {
        const filed = taxLiens.file(moment, withImages);
        if (withImages) await images.lien(filed.row, moment, filed.pages);
      }
      const recorded = recorder.record(showcase.draftAt(index) ?? next(moment), moment, withImages);
      docs.push(recorded.row);
      if (withImages) await images.document(recorded);
      if (docs.full || liens.full || certs.full) {
        await docs.maybeFlush();
        await liens.maybeFlush();
        await certs.maybeFlush();
      }
    }
  }
  for (const parcel of land.remaining()) {
    certificates.finish(parcel);
    await certs.maybeFlush();
  }
  taxLiens.finish();

  const references = file('book-references.ndjson');
  const tracts = file('tract-books.ndjson');
  if (profile.id === 'minnesota') {
    const oldImages = imageDocuments > 0 ? OLD_BOOK_IMAGES : 0;
    const books = root.fork('old-books');
    for (const page of bookReferences(books, profile.names, documents, oldImages)) {
      references.push(page.row);
      if (page.lines) await images.ledger(`${page.row.docType}${page.row.docNumber}`, page.title, page.lines);
      await references.maybeFlush();
    }
    const oldPlats = plats.filter((p) => p.day < firstDay);
    for (const page of tractBooks(books, profile.names, documents, oldPlats, oldImages)) {
      tracts.push(page.row);
      if (page.lines) await images.ledger(`${page.row.docType}${page.row.docNumber}`, page.title, page.lines);
      await tracts.maybeFlush();
    }
  }

  const counts: Record<string, number> = {};
  for (const [name, w] of files) {
    await w.close();
    counts[name] = w.count;
  }
  const imageStats = await images.drain();
  counts.images = imageStats.files;
  return {
    counts,
    imagePages: imageStats.pages,
    imageBytes: imageStats.bytes,
    timings: { totalMs: performance.now() - started, imagesMs: imageStats.ms },
  };
}
