// Detail-pane links that start new searches (spec 2 section 7 'Detail-pane link searches'): a grantor/grantee name
// (both sides, dates of the last name search or 01/01/1900 to today), a reference document (its type and number),
// a Torrens certificate, a taxpayer or a lien document (tax lien search, Current/Expired ALL).
import { DEFAULT_FROM_DATE, toUsDate } from '@portal/shared/search/dates';
import type { PartyResult } from '@portal/shared/search/details';
import { useCountyToday } from '#src/lib/county-config.ts';
import { useSearchSession } from '../search-session.tsx';
import { useStoredCriteria } from '../search-state.ts';

export function useLinkSearches() {
  const { runLinkSearch } = useSearchSession();
  const [nameCriteria] = useStoredCriteria('searchByName');
  const today = useCountyToday();
  return {
    byName: (p: PartyResult) =>
      runLinkSearch('searchByName', {
        grantorGranteeSearchIn: 'both',
        lastName1: p.lastName,
        firstName1: p.firstName,
        middleInitial1: p.middleInitial,
        fromRecordedDate: nameCriteria?.fromRecordedDate || DEFAULT_FROM_DATE,
        toRecordedDate: nameCriteria?.toRecordedDate || toUsDate(today),
      }),
    byDocument: (documentType: string, documentNumber: string) =>
      runLinkSearch('searchByDocumentNumber', {
        documentType,
        fromDocumentNumber: documentNumber,
        toDocumentNumber: '',
      }),
    byCertificate: (certificateNumber: string) => runLinkSearch('searchByTorrensCertificate', { certificateNumber }),
    byTaxpayer: (taxpayerName: string) =>
      runLinkSearch('searchByTaxLien', { currentOrExpired: 'ALL', searchByTaxLienMethod: 'taxpayer', taxpayerName }),
    byLienDocument: (documentType: string, documentNumber: string) =>
      runLinkSearch('searchByTaxLien', {
        currentOrExpired: 'ALL',
        searchByTaxLienMethod: 'documentNumber',
        documentNumber,
        documentType,
      }),
  };
}
