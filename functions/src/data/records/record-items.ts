// Turns one imported record into the items that hold it: its entity item, its image document (when it has
// pages) and one index item per searchable key. Pure, so the importer, the tests and the benchmark build the same
// items. The entity item lists its index keys (`ix`), so a changed record can drop the keys it no longer has.
import type { BookReferenceRow } from '@portal/shared/records/book-reference';
import type { DocumentRow } from '@portal/shared/records/document';
import { docIdOf } from '@portal/shared/records/document';
import { imageDocIdOf } from '@portal/shared/records/import-files';
import type { Legal } from '@portal/shared/records/legal';
import type { TaxLienRow } from '@portal/shared/records/tax-lien';
import type { TorrensCertificateRow } from '@portal/shared/records/torrens';
import type { TractBookRow } from '@portal/shared/records/tract-book';
import { houseNumberKey, streetKey } from './address-keys.ts';
import type { CodeBook } from './code-book.ts';
import { entityKeys, indexKeys, quartersPart, SEP, type SoundEntry, type TorrensTextSection } from './keys.ts';
import { nameKeysOf, type TypedName } from './name-keys.ts';
import { keyPart, normalizeName, textTokens } from './normalize.ts';
import { givenNameCode, soundKeysOf } from './sounds-like/sound-keys.ts';
import {
  bookReferenceSummary,
  certificateSummary,
  documentSummary,
  packSummary,
  taxLienSummary,
  tractBookSummary,
} from './summaries.ts';

export type Item = Record<string, unknown> & { pk: string; sk: string };

export interface RecordItems {
  entity: Item;
  image?: Item;
  index: Item[];
}

/** Item kinds: 'IX' index item of a document (summary in `s`), 'IXL' lien, 'IXC' certificate, 'IXB' book page,
 *  'IXT' tract book. */
type IndexKind = 'IX' | 'IXL' | 'IXC' | 'IXB' | 'IXT';

function finish(entity: Item, index: Item[], image?: Item): RecordItems {
  // One item per key: a name that is both grantor and grantee differs by role, but a repeated legal does not.
  const unique = [...new Map(index.map((i) => [`${i.pk}\u0000${i.sk}`, i])).values()];
  entity.ix = unique.map((i) => [i.pk, i.sk]);
  return { entity, image, index: unique };
}

const imageItem = (county: string, docId: string, pageCount: number, instrumentCode: string, title: string) =>
  pageCount > 0
    ? { ...entityKeys.imageDocument(county, docId), t: 'IMG', docId, pageCount, instrumentCode, typeDescription: title }
    : undefined;

export function documentItems(county: string, d: DocumentRow, codes: CodeBook): RecordItems {
  const docId = docIdOf(d);
  const s = documentSummary(d, codes);
  const date = d.recordedDateTime.slice(0, 10);
  const filters = {
    t: 'IX' as IndexKind,
    docId,
    rd: date,
    dt: d.docType,
    ic: d.instrumentCode,
    ig: codes.instrumentGroup(d.instrumentCode),
    s: packSummary(s),
  };
  const index: Item[] = [];
  const add = (key: { pk: string; sk: string }, extra: Record<string, unknown> = {}) =>
    index.push({ ...key, ...filters, ...extra });

  for (const [role, parties] of [
    ['GR', d.grantors],
    ['GE', d.grantees],
  ] as const) {
    for (const p of parties) {
      for (const k of nameKeysOf(p)) add(indexKeys.name(county, k.last, k.first, k.mi, role, date, docId), { role });
      for (const [code, e] of soundEntries(p)) add(indexKeys.soundName(county, code, e, role, date, docId), { role });
    }
  }
  add(indexKeys.documentNumber(county, d.docType, d.docNumber));
  add(indexKeys.recordedDate(county, d.recordedDateTime, docId));
  if (d.book) add(indexKeys.bookPage(county, d.bookType ?? '', d.book, d.page ?? '', docId), { page: d.page ?? '' });
  for (const p of d.parcelIds) add(indexKeys.parcel(county, p, date, docId));
  for (const a of d.addresses) {
    const number = houseNumberKey(a.streetNumber);
    add(indexKeys.address(county, number, streetKey(a.streetName), normalizeName(a.city ?? ''), date, docId));
  }
  for (const l of d.legals) add(...legalIndex(county, '', l, `${date}${SEP}${docId}`));
  for (const t of d.tracts) {
    add(indexKeys.tract(county, normalizeName(t.island), normalizeName(t.village), t.parcelId, date, docId), {
      village: normalizeName(t.village),
      parcelId: t.parcelId,
    });
  }
  const entity: Item = { ...entityKeys.document(county, docId), t: 'DOC', docId, row: d, summary: s };
  const title = codes.documentTypeDescription(d.docType);
  return finish(entity, index, imageItem(county, docId, d.pageCount, d.instrumentCode, title));
}

/** The values of one legal description as its index item holds them (`lg`): lot-like values as key parts (numbers
 *  padded, blanks '-'), codes upper case, blanks '-'. A legal search compares its criteria with these. */
export function legalValues(l: Legal): Record<string, string> {
  const text = (s: string | undefined) => s?.trim().toUpperCase() || '-';
  if (l.kind === 'LB') {
    return {
      kind: 'LB',
      plat: l.platCode,
      lot: keyPart(l.lot),
      block: keyPart(l.block),
      sublot: keyPart(l.sublot),
      building: keyPart(l.building),
      unit: keyPart(l.unit),
      garage: keyPart(l.garage),
      otherLotType: text(l.otherLotType),
      otherLot: keyPart(l.otherLot),
    };
  }
  return {
    kind: 'MB',
    q: l.q ?? '-',
    qq: l.qq ?? '-',
    qqq: l.qqq ?? '-',
    qqqq: l.qqqq ?? '-',
    base: text(l.base),
    meridian: text(l.meridian),
    municipality: normalizeName(l.municipality ?? '') || '-',
    otherLotType: text(l.otherLotType),
    otherLot: keyPart(l.otherLot),
  };
}

/** The index key of one legal description and the legal's own values, for the filters of a legal search. The sort
 *  key ends with the values that are not in its leading parts, so two legals of one record that share plat, block
 *  and lot (condo units 101 and 102) keep an index item each. */
function legalIndex(
  county: string,
  prefix: '' | 'TB',
  l: Legal,
  rest: string,
): [{ pk: string; sk: string }, Record<string, unknown>] {
  const values = legalValues(l);
  const tail = (fields: string[]) => sk(rest, ...fields.map((f) => values[f] ?? '-'));
  if (l.kind === 'LB') {
    const end = tail(['sublot', 'building', 'unit', 'garage', 'otherLotType', 'otherLot']);
    return [indexKeys.lotsAndBlocks(county, prefix, l.platCode, l.block ?? '', l.lot ?? '', end), { lg: values }];
  }
  const end = tail(['base', 'meridian', 'municipality', 'otherLotType', 'otherLot']);
  return [indexKeys.metesAndBounds(county, prefix, l, quartersPart(l), end), { lg: values }];
}

const sk = (...parts: string[]) => parts.join(SEP);

/** A party's sound index entries: one per code of each of its name keys (sounds-like/sound-keys.ts). */
const soundEntries = (p: TypedName): Array<[string, SoundEntry]> =>
  soundKeysOf(p).flatMap((k) =>
    k.codes.map((code): [string, SoundEntry] => [code, { ...k, firstCode: givenNameCode(k.first) }]),
  );

export function taxLienItems(county: string, l: TaxLienRow, codes: CodeBook): RecordItems {
  const docId = docIdOf(l);
  const s = taxLienSummary(l, codes);
  const filters = {
    t: 'IXL' as IndexKind,
    docId,
    rd: l.recordedDateTime.slice(0, 10),
    dt: l.docType,
    // the expiration date and the full release, for the Current/Expired choice
    xd: s.expirationDate,
    fr: s.fullyReleased,
    s: packSummary(s),
  };
  const index: Item[] = [
    { ...indexKeys.lienDate(county, l.recordedDateTime, docId), ...filters },
    { ...indexKeys.lienDocumentNumber(county, l.docType, l.docNumber), ...filters },
    { ...indexKeys.lienNumber(county, l.lienNumber, docId), ...filters },
  ];
  for (const p of l.taxpayers) {
    for (const k of nameKeysOf(p))
      index.push({ ...indexKeys.taxpayer(county, k.last, k.first, k.mi, docId), ...filters });
    for (const [code, e] of soundEntries(p))
      index.push({ ...indexKeys.soundTaxpayer(county, code, e, docId), ...filters });
  }
  const entity: Item = { ...entityKeys.taxLien(county, docId), t: 'LIEN', docId, row: l, summary: s };
  return finish(entity, index, imageItem(county, docId, l.pageCount, l.instrumentCode, 'Tax lien'));
}

export function certificateItems(county: string, t: TorrensCertificateRow): RecordItems {
  const s = certificateSummary(t);
  const filters = { t: 'IXC' as IndexKind, cert: t.certificateNumber, cd: t.certifiedDate, s: packSummary(s) };
  const index: Item[] = [{ ...indexKeys.certificateNumber(county, t.certificateNumber), ...filters }];
  const sections: Array<[TorrensTextSection, string[]]> = [
    ['L', textTokens(t.legalText)],
    ['D', [...new Set(t.memorials.map((m) => normalizeName(`${m.docType}${m.docNumber}`)))]],
    ['M', [...new Set(t.memorials.flatMap((m) => textTokens(m.text)))]],
    ['R', textTokens(t.recital)],
  ];
  for (const [section, tokens] of sections) {
    for (const token of tokens)
      index.push({ ...indexKeys.torrensText(county, section, token, t.certificateNumber), ...filters });
  }
  const entity: Item = { ...entityKeys.certificate(county, t.certificateNumber), t: 'CERT', row: t, summary: s };
  const docId = imageDocIdOf('torrens-certificates.ndjson', t) as string;
  return finish(entity, index, imageItem(county, docId, t.pageCount, 'CERT', 'Torrens certificate'));
}

/** Two-letter buckets from one name to another: 'ABBOTT'..'ADAMS' -> AB, AC, AD. */
export function nameBuckets(fromName: string, toName: string): string[] {
  const first = bucketOf(fromName);
  const last = bucketOf(toName);
  const alphabet = ' 0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
  const out: string[] = [];
  for (const a of alphabet) {
    for (const b of alphabet) {
      const bucket = `${a}${b}`;
      if (bucket >= first && bucket <= last) out.push(bucket.replace(/ /g, '_'));
    }
  }
  return out;
}

export const bucketOf = (name: string) => `${normalizeName(name)}  `.slice(0, 2);

export function bookReferenceItems(county: string, b: BookReferenceRow): RecordItems {
  const s = bookReferenceSummary(b);
  const from = normalizeName(b.fromName);
  const to = normalizeName(b.toName);
  const filters = {
    t: 'IXB' as IndexKind,
    id: b.id,
    type: b.type,
    from,
    to,
    fd: b.fromDate,
    td: b.toDate,
    s: packSummary(s),
  };
  const index = nameBuckets(from, to).map((bucket) => ({
    ...indexKeys.bookReference(county, bucket, from, b.id),
    ...filters,
  }));
  const entity: Item = { ...entityKeys.bookReference(county, b.id), t: 'BREF', row: b, summary: s };
  const docId = docIdOf(b);
  return finish(entity, index, imageItem(county, docId, b.pageCount, 'GGBOOK', 'Grantor-grantee book page'));
}

export function tractBookItems(county: string, t: TractBookRow, codes: CodeBook): RecordItems {
  const s = tractBookSummary(t, codes);
  // rd and td: the entry's from and to dates ('' while open), for the date filters of a tract book legal search
  const filters = { t: 'IXT' as IndexKind, id: t.id, rd: t.fromDate, td: s.toDate, s: packSummary(s) };
  const index = t.legals.map((l) => {
    const [key, values] = legalIndex(county, 'TB', l, `${t.fromDate}${SEP}${t.id}`);
    return { ...key, ...filters, ...values };
  });
  const entity: Item = { ...entityKeys.tractBook(county, t.id), t: 'TBK', row: t, summary: s };
  const docId = docIdOf(t);
  return finish(entity, index, imageItem(county, docId, t.pageCount, 'TRACTBOOK', 'Tract book page'));
}
