// The Torrens certificate detail pane (spec 2): status, certified date, book/page and, once cancelled, the
// certificates that replaced it (each a link to a certificate search).
import type { TorrensDetails } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import { certificateSummary, getCertificate } from '#src/data/records/index.ts';
import { notFound } from '#src/platform/errors.ts';

export async function torrensDetails(county: string, certificateNumber: string): Promise<TorrensDetails> {
  const t = await getCertificate(county, certificateNumber.trim().toUpperCase());
  if (!t) throw notFound(m.certificateNotFound);
  return {
    ...certificateSummary(t),
    cancelledBySearchResults: t.cancelledBy.map((c) => ({
      cancelledByCertificateId: c,
      cancelledByCertificateNumber: c,
    })),
    docType: 'C',
    docNumber: t.certificateNumber,
    pageCount: t.pageCount,
  };
}
