// imaging/pageText: the recognised text of one page for the page view window's text panel (issue 33). The same
// checks as the page's preview: the caller may retrieve images (the router's guard), the document has images,
// and the page is one of its pages; then the text, or NOT_YET while the county's recognition has not read it.
import { imagingMessages, noSuchPage } from '@portal/shared/imaging/messages';
import { getPageText, type PageTextAnswer } from '#src/areas/page-text/index.ts';
import { notFound } from '#src/platform/errors.ts';
import { findImageDocument } from './document-source.ts';
import type { PreviewRequest } from './get-preview.ts';

export async function getPageTextOf(county: string, req: PreviewRequest): Promise<PageTextAnswer> {
  const doc = await findImageDocument(county, req.documentType, req.documentNumber);
  if (!doc) throw notFound(imagingMessages.noDocument);
  if (req.page > doc.pageCount) throw notFound(noSuchPage(req.page));
  return getPageText(county, doc.docId, req.page);
}
