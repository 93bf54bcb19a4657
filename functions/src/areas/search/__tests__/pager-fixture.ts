// 23 records of each kind that one search of every type finds in full, with sort values in orders of their own
// (permutations of 0..22), and what each type's search sends and should find in each order.
import {
  bookReference,
  certificate,
  doc,
  entityKeys,
  lb,
  lien,
  mb,
  party as p,
  type Records,
  tractBook,
} from './fixtures.ts';

export const N = 23;
const pad = (n: number) => String(n).padStart(2, '0');
/** a permutation of 0..22 per multiplier (coprime to 23) */
const perm = (i: number, by: number) => (i * by) % N;
const letter = (n: number) => String.fromCharCode(65 + n);
const range = [...Array(N).keys()];

export const pagerRecords: Records = {
  documents: range.map((i) =>
    doc(`${2000 + i}`, 'WD', `2023-07-${pad(perm(i, 7) + 1)}T10:00`, {
      book: 'PG',
      page: `${i + 1}`,
      grantors: [p('Pager', `F${pad(perm(i, 5))}`)],
      grantees: [p('Buyer')],
      parcelIds: ['PG1'],
      addresses: [{ streetNumber: '77', streetName: 'Pager Way' }],
      legals: [lb('P400', { block: '1', lot: `${i + 1}` }), mb({ q: 'SE' })],
      tracts: [{ island: 'Rota', village: 'Pagerville', parcelId: `PG${i}` }],
    }),
  ),
  liens: range.map((i) =>
    lien({
      docType: 'L',
      docNumber: `${3000 + i}`,
      instrumentCode: 'FTL',
      recordedDateTime: `2023-08-${pad(perm(i, 3) + 1)}T10:00`,
      lienNumber: `PGL${i}`,
      lienDate: `2023-06-${pad(perm(i, 7) + 1)}`,
      expirationDate: '2099-12-31',
      lienType: 'FEDERAL',
      totalAmountCents: 100,
      taxpayers: [p('Pager', `F${pad(perm(i, 5))}`)],
    }),
  ),
  certificates: range.map((i) =>
    certificate({
      certificateNumber: `${6000 + i}`,
      certifiedDate: `2010-01-${pad(perm(i, 7) + 1)}`,
      shortStatus: 'A',
      legalText: 'Pager Park',
    }),
  ),
  bookReferences: range.map((i) =>
    bookReference({
      id: `GBP-${pad(i)}`,
      type: 'GRANTOR',
      fromName: `Pager ${letter(perm(i, 5))}`,
      toName: `Pager ${letter(perm(i, 5))}Z`,
      fromDate: `${1900 + perm(i, 7)}-01-01`,
      toDate: `${1901 + perm(i, 7)}-01-01`,
      docType: 'G',
      docNumber: `${i + 1}`,
    }),
  ),
  tractBooks: range.map((i) =>
    tractBook({
      id: `TBP-${pad(i)}`,
      book: 'P',
      page: `${i + 1}`,
      fromDate: `${1900 + perm(i, 7)}-01-01`,
      legals: [lb('P400', { block: '9', lot: `${i + 1}` })],
      docType: 'K',
      docNumber: `${100 + i}`,
    }),
  ),
};

/** The entity keys of every pager record. */
export const pagerKeys = (county: string) => [
  ...range.map((i) => entityKeys.document(county, `A${2000 + i}`)),
  ...range.map((i) => entityKeys.taxLien(county, `L${3000 + i}`)),
  ...range.map((i) => entityKeys.certificate(county, `${6000 + i}`)),
  ...range.map((i) => entityKeys.bookReference(county, `GBP-${pad(i)}`)),
  ...range.map((i) => entityKeys.tractBook(county, `TBP-${pad(i)}`)),
];

/** One result: its id and the rank of its value under each sort key. */
type Ranked = { id: string } & Record<string, number | string>;

export interface PagerCase {
  call: string;
  body: Record<string, unknown>;
  /** the default sort key and two keys to sort by */
  defaultKey: string;
  sortKeys: [string, string];
  rows: Ranked[];
}

const documentRows = range.map((i) => ({
  id: `A${2000 + i}`,
  docNumber: i,
  recordedDate: perm(i, 7),
  grantor: perm(i, 5),
}));
const documentCase = (call: string, body: Record<string, unknown>): PagerCase => ({
  call,
  body,
  defaultKey: 'docNumber',
  sortKeys: ['recordedDate', 'grantor'],
  rows: documentRows,
});

export const pagerCases: PagerCase[] = [
  documentCase('searchByAddress', { streetNumber: '77', streetName: 'Pager' }),
  documentCase('searchByBookAndPage', { book: 'PG' }),
  documentCase('searchByDate', { fromRecordedDate: '07/01/2023', toRecordedDate: '07/31/2023' }),
  documentCase('searchByDocumentNumber', { fromDocumentNumber: '2000', toDocumentNumber: '2022' }),
  documentCase('searchByLegalDescription', { plat: 'P400' }),
  documentCase('searchByName', { lastName1: 'Pager' }),
  documentCase('searchByParcelId', { parcelId: 'PG1' }),
  documentCase('searchByPlat', { searchByPlatMethod: 'PLATNUMBER', platNumber: 'P400' }),
  documentCase('searchByTractIndexNMI', { island: 'Rota', village: 'Pagerville' }),
  {
    call: 'searchByTaxLien',
    body: { taxpayerName: 'Pager' },
    defaultKey: 'docNumber',
    sortKeys: ['lienDate', 'recordedDate'],
    rows: range.map((i) => ({ id: `L${3000 + i}`, docNumber: i, lienDate: perm(i, 7), recordedDate: perm(i, 3) })),
  },
  {
    call: 'searchByTorrensText',
    body: { text: 'Pager' },
    defaultKey: 'recordedDate',
    sortKeys: ['certificateNumber', 'recordedDate'],
    rows: range.map((i) => ({ id: `${6000 + i}`, certificateNumber: i, recordedDate: perm(i, 7) })),
  },
  {
    call: 'searchByTorrensCertificate',
    body: { certificateNumber: '6005' },
    defaultKey: 'recordedDate',
    sortKeys: ['certificateNumber', 'status'],
    rows: [{ id: '6005', certificateNumber: 0, recordedDate: 0, status: 0 }],
  },
  {
    call: 'searchByGrantorGranteeBook',
    body: { grantorGranteeLastName: 'Pager' },
    defaultKey: 'id',
    sortKeys: ['fromName', 'fromDate'],
    rows: range.map((i) => ({ id: `GBP-${pad(i)}`, fromName: perm(i, 5), fromDate: perm(i, 7) })),
  },
  {
    call: 'searchByTractBook',
    body: { tractBookSearchType: 'LEGAL', plat: 'P400' },
    defaultKey: 'id',
    sortKeys: ['fromDate', 'id'],
    rows: range.map((i) => ({ id: `TBP-${pad(i)}`, fromDate: perm(i, 7) })),
  },
  {
    call: 'searchByTractBook',
    body: { fromDocumentNumber: 'TBP-05' },
    defaultKey: 'id',
    sortKeys: ['fromDate', 'bookAndPage'],
    rows: [{ id: 'TBP-05', fromDate: 0, bookAndPage: 0 }],
  },
];

/** The ids of one page of a case in an order, worked out from the fixture's ranks. */
export function expectedPage(c: PagerCase, sortKey: string, direction: 'ASC' | 'DESC', page: number): string[] {
  const rank = (r: Ranked) => (sortKey === 'id' ? r.id : (r[sortKey] as number));
  const sorted = [...c.rows].sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));
  if (direction === 'DESC') sorted.reverse();
  return sorted.slice((page - 1) * 10, page * 10).map((r) => r.id);
}
