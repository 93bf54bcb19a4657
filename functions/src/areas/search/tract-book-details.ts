// The tract book entry detail pane: its book page, dates and legal descriptions.
import type { TractBookDetails } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import { displayBookAndPage, getTractBook, loadCodeBook } from '#src/data/records/index.ts';
import { notFound } from '#src/platform/errors.ts';
import { legalText } from './document-details.ts';

export async function tractBookDetails(county: string, id: string): Promise<TractBookDetails> {
  const [t, codes] = await Promise.all([getTractBook(county, id.trim().toUpperCase()), loadCodeBook(county)]);
  if (!t) throw notFound(m.tractBookNotFound);
  return {
    id: t.id,
    book: t.book,
    page: t.page,
    displayBookAndPage: displayBookAndPage(t.book, t.page),
    description: t.description ?? '',
    fromDate: t.fromDate,
    toDate: t.toDate ?? '',
    legalSearchResults: t.legals.map((l) => ({ description: legalText(l, codes), comment: l.comment ?? '' })),
    docType: t.docType,
    docNumber: t.docNumber,
    pageCount: t.pageCount,
  };
}
