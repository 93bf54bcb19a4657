// Runs the records store's query of a search form and turns what it found into results rows. Criteria arrive as
// the form typed them (dates MM/DD/YYYY); the queries take YYYY-MM-DD and their own field names.
import type { AddressCriteria } from '@portal/shared/search/criteria/address';
import type { BookAndPageCriteria } from '@portal/shared/search/criteria/book-and-page';
import type { DateCriteria } from '@portal/shared/search/criteria/date';
import type { DocumentNumberCriteria } from '@portal/shared/search/criteria/document-number';
import type { GrantorGranteeBookCriteria } from '@portal/shared/search/criteria/grantor-grantee-book';
import type { NameCriteria } from '@portal/shared/search/criteria/name';
import type { PageWordsCriteria } from '@portal/shared/search/criteria/page-words';
import type { ParcelIdCriteria } from '@portal/shared/search/criteria/parcel-id';
import type { PlatCriteria } from '@portal/shared/search/criteria/plat';
import type { TaxLienCriteria } from '@portal/shared/search/criteria/tax-lien';
import type { TorrensCertificateCriteria } from '@portal/shared/search/criteria/torrens-certificate';
import type { TorrensTextCriteria } from '@portal/shared/search/criteria/torrens-text';
import type { TractBookIdCriteria } from '@portal/shared/search/criteria/tract-book-id';
import type { TractIndexCriteria } from '@portal/shared/search/criteria/tract-index';
import type { ResultRow } from '@portal/shared/search/results';
import type { SearchType } from '@portal/shared/search/search-types';
import {
  byAddress,
  byBookPage,
  byBookReference,
  byCertificate,
  byDocumentNumber,
  byName,
  byPageWords,
  byParcel,
  byPlat,
  byRecordedDate,
  byTaxLien,
  byTorrensText,
  byTractBookId,
  byTractIndex,
  type QueryResult,
} from '#src/data/records/index.ts';
import { documentsByLegal, tractBooksByLegal } from './exact-legal.ts';
import { dateRange, legalCriteria, taxpayerParts } from './query-criteria.ts';
import { bookReferenceRow, documentRow, taxLienRow, torrensRow, tractBookRow } from './to-rows.ts';

export interface FoundRows {
  rows: ResultRow[];
  truncated: boolean;
}

type Run = (county: string, criteria: never, today: string) => Promise<FoundRows>;

const rowsOf =
  <S>(toRow: (s: S) => ResultRow) =>
  (found: QueryResult<S>): FoundRows => ({ rows: found.items.map(toRow), truncated: found.truncated });
const documents = rowsOf(documentRow);

const runners: Record<SearchType, Run> = {
  searchByAddress: async (county, c: AddressCriteria) => documents(await byAddress(county, { ...c, ...dateRange(c) })),
  searchByBookAndPage: async (county, c: BookAndPageCriteria) => documents(await byBookPage(county, c)),
  searchByDate: async (county, c: DateCriteria) => {
    const { fromRecordedDate = '', toRecordedDate } = dateRange(c);
    const range = { fromRecordedDate, toRecordedDate: toRecordedDate ?? fromRecordedDate };
    return documents(await byRecordedDate(county, { ...c, ...range }));
  },
  searchByDocumentNumber: async (county, c: DocumentNumberCriteria) => documents(await byDocumentNumber(county, c)),
  searchByName: async (county, c: NameCriteria) => {
    const name1 = { lastName: c.lastName1, firstName: c.firstName1, middleInitial: c.middleInitial1 };
    const name2 = c.lastName2
      ? { lastName: c.lastName2, firstName: c.firstName2, middleInitial: c.middleInitial2 }
      : undefined;
    return documents(await byName(county, { ...c, ...dateRange(c), name1, name2 }));
  },
  searchByLegalDescription: async (county, c: Parameters<typeof legalCriteria>[0]) =>
    documents(await documentsByLegal(county, legalCriteria(c))),
  searchByParcelId: async (county, c: ParcelIdCriteria) => documents(await byParcel(county, { ...c, ...dateRange(c) })),
  searchByTorrensCertificate: async (county, c: TorrensCertificateCriteria) =>
    rowsOf(torrensRow)(await byCertificate(county, c)),
  searchByTorrensText: async (county, c: TorrensTextCriteria) => rowsOf(torrensRow)(await byTorrensText(county, c)),
  searchByGrantorGranteeBook: async (county, c: GrantorGranteeBookCriteria) =>
    rowsOf(bookReferenceRow)(await byBookReference(county, { ...c, ...dateRange(c) })),
  searchByPlat: async (county, c: PlatCriteria) => documents(await byPlat(county, c)),
  searchByTaxLien: async (county, c: TaxLienCriteria, today) => {
    // the form resets the dates of the other methods (spec 2 section 4): only the date range method has dates
    const dates = c.searchByTaxLienMethod === 'dateRange' ? dateRange(c) : {};
    return rowsOf(taxLienRow)(
      await byTaxLien(
        county,
        { ...c, ...taxpayerParts(c), fromRecordedDate: undefined, toRecordedDate: undefined, ...dates },
        today,
      ),
    );
  },
  searchByTractBookId: async (county, c: TractBookIdCriteria) => rowsOf(tractBookRow)(await byTractBookId(county, c)),
  searchByTractBookLegal: async (county, c: Parameters<typeof legalCriteria>[0]) => {
    const { lastName: _l, firstName: _f, middleInitial: _m, documentType: _d, ...land } = legalCriteria(c);
    return rowsOf(tractBookRow)(await tractBooksByLegal(county, land));
  },
  searchByTractIndexNMI: async (county, c: TractIndexCriteria) =>
    documents(await byTractIndex(county, { ...c, ...dateRange(c) })),
  searchByPageWords: async (county, c: PageWordsCriteria) =>
    documents(await byPageWords(county, { ...c, text: c.words, ...dateRange(c) })),
};

export function runQuery(county: string, type: SearchType, criteria: unknown, today: string): Promise<FoundRows> {
  return runners[type](county, criteria as never, today);
}
