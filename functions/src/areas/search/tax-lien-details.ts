// The tax lien detail pane (spec 2 'Detail panes', 'Tax lien record'): taxpayers, revisions and releases.
import { displayNameOf } from '@portal/shared/records/fields';
import { isLienCurrent } from '@portal/shared/records/tax-lien';
import type { TaxLienDetails } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import { documentNaming, getTaxLien, loadCodeBook } from '#src/data/records/index.ts';
import { notFound } from '#src/platform/errors.ts';

export async function taxLienDetails(county: string, docId: string, today: string): Promise<TaxLienDetails> {
  const id = docId.trim().toUpperCase();
  const [l, codes] = await Promise.all([getTaxLien(county, id), loadCodeBook(county)]);
  if (!l) throw notFound(m.taxLienNotFound);
  return {
    docId: id,
    ...documentNaming(l, codes),
    recordedDate: l.recordedDateTime.slice(0, 10),
    recordedDateTime: l.recordedDateTime,
    instrumentDate: l.instrumentDate ?? '',
    lienNumber: l.lienNumber,
    lienDate: l.lienDate,
    expirationDate: l.expirationDate ?? '',
    lienType: l.lienType,
    totalAmountCents: l.totalAmountCents,
    current: isLienCurrent(l, today),
    taxpayerSearchResults: l.taxpayers.map((t) => ({ name: displayNameOf(t), displayAddress: t.address ?? '' })),
    revisionSearchResults: l.revisions.map((r) => ({ ...r, displayDocNumber: r.docNumber })),
    releaseSearchResults: l.releases.map((r) => ({
      partialFullFlag: r.partialFullFlag,
      releaseDocNumber: r.release.docNumber,
      releaseDocType: r.release.docType,
      releaseDisplayDocNumber: r.release.docNumber,
      releaseDate: r.releaseDate,
      revokeDocNumber: r.revoke?.docNumber ?? '',
      revokeDocType: r.revoke?.docType ?? '',
      revokeDisplayDocNumber: r.revoke?.docNumber ?? '',
      revokeDate: r.revokeDate ?? '',
    })),
    pageCount: l.pageCount,
  };
}
