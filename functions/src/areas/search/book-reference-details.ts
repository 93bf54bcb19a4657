// The book reference detail pane (spec 2): a page of the grantor-grantee books, its name and date ranges.
import type { BookReferenceDetails } from '@portal/shared/search/details';
import { searchMessages as m } from '@portal/shared/search/messages';
import { getBookReference } from '#src/data/records/index.ts';
import { notFound } from '#src/platform/errors.ts';

export async function bookReferenceDetails(county: string, id: string): Promise<BookReferenceDetails> {
  const b = await getBookReference(county, id.trim().toUpperCase());
  if (!b) throw notFound(m.bookReferenceNotFound);
  const { id: refId, type, fromName, toName, fromDate, toDate, docType, docNumber, pageCount } = b;
  return { id: refId, type, fromName, toName, fromDate, toDate, docType, docNumber, pageCount };
}
