// Every key of the records table, in one place (docs/data-model.md has the access-pattern table). Entity items
// hold a whole record; index items (one per searchable key of a record) carry the compact summary that fills a
// results row, so one Query answers one search. Every partition key starts with the county.
import { documentNumberKey, keyPart, namePrefix, sortableNumber } from './normalize.ts';

const c = (county: string) => `C#${county}`;
/** Sort keys join their parts with '|', which sorts after every character a normalised value may hold. */
export const SEP = '|';
const sk = (...parts: string[]) => parts.join(SEP);

/** Entity items: one record each. */
export const entityKeys = {
  document: (county: string, docId: string) => ({ pk: `${c(county)}#DOC#${docId}`, sk: 'DOC' }),
  taxLien: (county: string, docId: string) => ({ pk: `${c(county)}#LIEN#${docId}`, sk: 'LIEN' }),
  certificate: (county: string, cert: string) => ({ pk: `${c(county)}#CERT#${cert}`, sk: 'CERT' }),
  bookReference: (county: string, id: string) => ({ pk: `${c(county)}#BREF#${id}`, sk: 'BREF' }),
  tractBook: (county: string, id: string) => ({ pk: `${c(county)}#TBK#${id}`, sk: 'TBK' }),
  /** the image document behind any record with page images (document, lien, book page, tract book page) */
  imageDocument: (county: string, docId: string) => ({ pk: `${c(county)}#IMG#${docId}`, sk: 'IMG' }),
  code: (county: string, list: string, code: string) => ({ pk: `${c(county)}#CODES#${list}`, sk: code }),
  codeList: (county: string, list: string) => `${c(county)}#CODES#${list}`,
  /** which generated demo set a county was loaded from (scripts/seed/demo-records.ts) */
  demoSet: (county: string) => ({ pk: `${c(county)}#RECSTATS`, sk: 'DEMOSET' }),
  /** which words a page's text was indexed under and at what sort key, so re-indexing it removes stale words
   *  (page-words/index-page-text.ts) */
  pageWords: (county: string, docId: string, page: number) => ({
    pk: `${c(county)}#PWP#${docId}`,
    sk: pagePart(page),
  }),
};

/** Index partitions and sort keys, one builder per access pattern. */
export const indexKeys = {
  /** grantor/grantee names: two-character last-name partitions; full name, role, date and document in the sort */
  name: (county: string, last: string, first: string, mi: string, role: 'GR' | 'GE', date: string, docId: string) => ({
    pk: namePartition(county, namePrefix(last)),
    sk: sk(last, first, mi, role, date, docId),
  }),
  /** the padded number, then the number as written: '042' and '42' sort together but stay two items */
  documentNumber: (county: string, docType: string, docNumber: string) => ({
    pk: documentNumberPartition(county, docType),
    sk: sk(sortableNumber(documentNumberKey(docNumber)), docNumber),
  }),
  recordedDate: (county: string, dateTime: string, docId: string) => ({
    pk: recordedMonthPartition(county, dateTime.slice(0, 7)),
    sk: sk(dateTime, docId),
  }),
  bookPage: (county: string, bookType: string, book: string, page: string, docId: string) => ({
    pk: bookPartition(county, bookType, book),
    sk: sk(keyPart(page), docId),
  }),
  parcel: (county: string, parcelId: string, date: string, docId: string) => ({
    pk: parcelPartition(county, parcelId),
    sk: sk(date, docId),
  }),
  address: (county: string, number: string, street: string, city: string, date: string, docId: string) => ({
    pk: addressPartition(county, number),
    sk: sk(street, city || '-', date, docId),
  }),
  /** lots and blocks on a plat: block, lot, then the rest; `prefix` 'TB' for tract books */
  lotsAndBlocks: (county: string, prefix: '' | 'TB', plat: string, block: string, lot: string, rest: string) => ({
    pk: lotsAndBlocksPartition(county, prefix, plat),
    sk: sk(keyPart(block), keyPart(lot), rest),
  }),
  /** section-township-range: quarters from the largest down, then the rest */
  metesAndBounds: (
    county: string,
    prefix: '' | 'TB',
    str: { section: number; township: number; range: number },
    quarters: string,
    rest: string,
  ) => ({ pk: metesAndBoundsPartition(county, prefix, str), sk: sk(quarters, rest) }),
  certificateNumber: (county: string, cert: string) => ({
    pk: certificatePartition(county),
    sk: sk(sortableNumber(cert), cert),
  }),
  torrensText: (county: string, section: TorrensTextSection, token: string, cert: string) => ({
    pk: torrensTextPartition(county, section, token),
    sk: cert,
  }),
  tract: (county: string, island: string, village: string, parcelId: string, date: string, docId: string) => ({
    pk: tractPartition(county, island),
    sk: sk(village, parcelId, date, docId),
  }),
  lienDate: (county: string, dateTime: string, docId: string) => ({
    pk: lienDatePartition(county),
    sk: sk(dateTime, docId),
  }),
  lienDocumentNumber: (county: string, docType: string, docNumber: string) => ({
    pk: lienDocumentNumberPartition(county, docType),
    sk: sk(sortableNumber(documentNumberKey(docNumber)), docNumber),
  }),
  lienNumber: (county: string, lienNumber: string, docId: string) => ({
    pk: lienNumberPartition(county, lienNumber),
    sk: docId,
  }),
  taxpayer: (county: string, last: string, first: string, mi: string, docId: string) => ({
    pk: taxpayerPartition(county, namePrefix(last)),
    sk: sk(last, first, mi, docId),
  }),
  /** grantor/grantee names by sound (issue 30): a partition per Double Metaphone code of the last name; the first
   *  name's primary code leads the sort, then the last name with its suffixes folded, first name, initial, role,
   *  date and document (sounds-like/sound-keys.ts) */
  soundName: (county: string, code: string, k: SoundEntry, role: 'GR' | 'GE', date: string, docId: string) => ({
    pk: soundNamePartition(county, code),
    sk: sk(k.firstCode, k.spelled, k.first, k.mi, role, date, docId),
  }),
  /** taxpayer names by sound, as soundName */
  soundTaxpayer: (county: string, code: string, k: SoundEntry, docId: string) => ({
    pk: soundTaxpayerPartition(county, code),
    sk: sk(k.firstCode, k.spelled, k.first, k.mi, docId),
  }),
  /** a plat's whole name, upper case: a plat search by a name equal to it finds it first */
  platName: (county: string, name: string, code: string) => ({ pk: platNamePartition(county), sk: sk(name, code) }),
  /** every suffix of a plat's name (upper case) from a character that is not a space: a part is a suffix's prefix */
  platNamePart: (county: string, suffix: string, code: string) => ({
    pk: platNamePartPartition(county, suffix),
    sk: sk(suffix, code),
  }),
  /** the words on a page image (issue 33): a partition per normalised word, the recorded date, document and page
   *  in the sort, so a date range is a BETWEEN (docs/page-text-index.md) */
  pageWord: (county: string, word: string, date: string, docId: string, page: number) => ({
    pk: pageWordPartition(county, word),
    sk: sk(date, docId, pagePart(page)),
  }),
  /** book-reference pages, under every two-letter bucket their name range spans */
  bookReference: (county: string, bucket: string, fromName: string, id: string) => ({
    pk: bookReferencePartition(county, bucket),
    sk: sk(fromName, id),
  }),
};

export type TorrensTextSection = 'L' | 'D' | 'M' | 'R';

/** The parts of a sound index entry's sort key (sounds-like/sound-keys.ts). */
export interface SoundEntry {
  firstCode: string;
  spelled: string;
  first: string;
  mi: string;
}

/** A sound index entry's parts, read back from its sort key. */
export function soundEntryOf(item: { sk: string }): SoundEntry {
  const [firstCode = '', spelled = '', first = '', mi = ''] = item.sk.split(SEP);
  return { firstCode, spelled, first, mi };
}

export const namePartition = (county: string, prefix: string) => `${c(county)}#NM#${prefix}`;
export const documentNumberPartition = (county: string, docType: string) => `${c(county)}#DN#${docType}`;
export const recordedMonthPartition = (county: string, month: string) => `${c(county)}#RD#${month}`;
export const bookPartition = (county: string, bookType: string, book: string) =>
  `${c(county)}#BP#${bookType || '-'}#${book}`;
export const parcelPartition = (county: string, parcelId: string) => `${c(county)}#PA#${parcelId}`;
export const addressPartition = (county: string, number: string) => `${c(county)}#AD#${number}`;
export const lotsAndBlocksPartition = (county: string, prefix: '' | 'TB', plat: string) =>
  `${c(county)}#${prefix}LB#${plat}`;
export const metesAndBoundsPartition = (
  county: string,
  prefix: '' | 'TB',
  str: { section: number; township: number; range: number },
) => `${c(county)}#${prefix}MB#${str.township}-${str.range}-${str.section}`;
export const torrensTextPartition = (county: string, section: TorrensTextSection, token: string) =>
  `${c(county)}#TT#${section}#${token}`;
export const tractPartition = (county: string, island: string) => `${c(county)}#TR#${island}`;
/** Liens are a few in a hundred documents: one partition holds their dates, and any range is one Query. */
export const lienDatePartition = (county: string) => `${c(county)}#TLRD`;
export const lienDocumentNumberPartition = (county: string, docType: string) => `${c(county)}#TLDN#${docType}`;
export const lienNumberPartition = (county: string, lienNumber: string) => `${c(county)}#TLLN#${lienNumber}`;
export const taxpayerPartition = (county: string, prefix: string) => `${c(county)}#TLNM#${prefix}`;
export const soundNamePartition = (county: string, code: string) => `${c(county)}#SN#${code}`;
export const soundTaxpayerPartition = (county: string, code: string) => `${c(county)}#TLSN#${code}`;
export const bookReferencePartition = (county: string, bucket: string) => `${c(county)}#GB#${bucket}`;
export const pageWordPartition = (county: string, word: string) => `${c(county)}#PW#${word}`;
/** A page number as a key part: padded, so pages sort as numbers. */
export const pagePart = (page: number) => String(page).padStart(5, '0');
export const certificatePartition = (county: string) => `${c(county)}#TC`;
export const platNamePartition = (county: string) => `${c(county)}#PLATNAME`;
export const platNamePartPartition = (county: string, part: string) => `${c(county)}#PLATPART#${part.slice(0, 1)}`;

/** The changed-on-day index (issue 31's feed): one item per record written (new or changed) on a county day, its
 *  sort key the record's entity key without the county (`DOC#A2024000123`), so a day's changes are one paged Query. */
export const changedDayPartition = (county: string, day: string) => `${c(county)}#CHG#${day}`;
export const changedDayKey = (county: string, day: string, entityPk: string) => ({
  pk: changedDayPartition(county, day),
  sk: entityPk.slice(`${c(county)}#`.length),
});
/** The entity key a changed-on-day item names. */
export const entityKeyOfChange = (county: string, sk: string) => ({
  pk: `${c(county)}#${sk}`,
  sk: sk.slice(0, sk.indexOf('#')),
});
/** The feed files built (issue 31): `DAY#<yyyy-mm-dd>` for a day's file, `SNAP#<iso>` for a snapshot, `SNAPREQ` for
 *  a snapshot asked for; newest first is one Query with ScanIndexForward false. */
export const feedFilesPartition = (county: string) => `${c(county)}#FEED`;
export const feedFileKey = (county: string, kind: 'DAY' | 'SNAP', id: string) => ({
  pk: feedFilesPartition(county),
  sk: `${kind}#${id}`,
});
export const snapshotRequestKey = (county: string) => ({ pk: feedFilesPartition(county), sk: 'SNAPREQ' });

/** Quarters as a sort-key part, largest first: 'NE|SW|-|-'. */
export const quartersPart = (q: { q?: string; qq?: string; qqq?: string; qqqq?: string }) =>
  [q.q, q.qq, q.qqq, q.qqqq].map((x) => x || '-').join(SEP);
