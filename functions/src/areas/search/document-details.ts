// The document detail pane (spec 2 'Detail panes', 'Search result record'): the whole document as recorded, with
// instrument and plat names from the county's code lists and the instrument of each reference document.
import type { DocumentRow } from '@portal/shared/records/document';
import { describeLegal, type Legal } from '@portal/shared/records/legal';
import type { DocumentDetails } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import {
  type CodeBook,
  displayBookAndPage,
  documentNaming,
  entityKeys,
  getDocument,
  getItems,
  loadCodeBook,
} from '#src/data/records/index.ts';
import { notFound } from '#src/platform/errors.ts';
import { partyResult, recordedTimeOf } from './detail-fields.ts';

export async function documentDetails(county: string, docId: string): Promise<DocumentDetails> {
  const id = docId.trim().toUpperCase();
  const [d, codes] = await Promise.all([getDocument(county, id), loadCodeBook(county)]);
  if (!d) throw notFound(m.documentNotFound);
  const references = await referenceRows(county, d, codes);
  return {
    docId: id,
    ...documentNaming(d, codes),
    recordedDate: d.recordedDateTime.slice(0, 10),
    recordedDateTime: d.recordedDateTime,
    ...recordedTimeOf(d.recordedDateTime),
    instrumentDate: d.instrumentDate ?? '',
    displayBookAndPage: displayBookAndPage(d.book, d.page),
    mortgageAmountCents: d.mortgageAmountCents ?? null,
    salePriceCents: d.salePriceCents ?? null,
    verifiedStatus: d.verified ? 'VERIFIED' : 'UNVERIFIED',
    grantorSearchResults: d.grantors.map(partyResult),
    granteeSearchResults: d.grantees.map(partyResult),
    referenceDocumentSearchResults: references,
    legalSearchResults: d.legals.map((l) => ({
      description: legalText(l, codes),
      comment: l.comment ?? '',
      docId: id,
    })),
    torrensSearchResults: d.torrensCertificates.map((t) => ({
      certificateNumber: t.certificateNumber,
      status: t.status,
    })),
    tractSearchResults: d.tracts.map((t) => ({ island: t.island, village: t.village, parcelId: t.parcelId })),
    additionalInfoSearchResults: d.additionalInfo,
    displayOnlySearchResults: d.displayOnly,
    parcelIds: d.parcelIds,
    addressSearchResults: d.addresses.map((a) => ({
      streetNumber: a.streetNumber,
      streetName: a.streetName,
      city: a.city ?? '',
    })),
    pageCount: d.pageCount,
  };
}

export const legalText = (l: Legal, codes: CodeBook) =>
  describeLegal(l, codes.platName(l.kind === 'LB' ? l.platCode : undefined));

/** The reference documents with their instruments, read in one batch; one not on file keeps its number only. */
async function referenceRows(county: string, d: DocumentRow, codes: CodeBook) {
  const keys = d.references.map((r) => entityKeys.document(county, `${r.docType}${r.docNumber}`));
  const found = new Map(
    (await getItems(keys)).map((item) => {
      const row = item.row as DocumentRow;
      return [`${row.docType}${row.docNumber}`, row] as const;
    }),
  );
  return d.references.map((r) => {
    const row = found.get(`${r.docType}${r.docNumber}`);
    return {
      docType: r.docType,
      docNumber: r.docNumber,
      displayDocNumber: row?.displayDocNumber ?? r.docNumber,
      instrumentDescription: row ? codes.instrumentDescription(row.instrumentCode) : '',
    };
  });
}
