// imaging/getThumbnails: the header, the page selection and the base64 thumbnails (made at ingest) of one view.

import { imagingMessages } from '@portal/shared/imaging/messages';
import { viewPages } from '@portal/shared/imaging/preview-navigation';
import { pagesSelectedOf, selectedPages } from '@portal/shared/imaging/preview-settings';
import type { GetThumbnailsInput } from '@portal/shared/imaging/schemas';
import type { ThumbnailsResponse } from '@portal/shared/imaging/types';
import { notFound } from '#src/platform/errors.ts';
import { documentTitles, findImageDocument } from './document-source.ts';
import { readAll, readThumbnail } from './page-images.ts';

export async function getThumbnails(county: string, input: GetThumbnailsInput): Promise<ThumbnailsResponse> {
  const doc = await findImageDocument(county, input.documentType, input.documentNumber);
  if (!doc) throw notFound(imagingMessages.noDocument);
  const { pageCount } = doc;
  // The stored page count wins over the one the client sends back.
  const method = input.pageSelectionMethod ?? 'ENTIRE_DOCUMENT';
  const csv = input.selectedAsCsv ?? '';
  const selected = new Set(selectedPages({ pageCount, pageSelectionMethod: method, selectedAsCsv: csv }));
  const pages = viewPages(input.page, pageCount);
  const images = await readAll(pages, (p) => readThumbnail(county, doc.docId, p));
  return {
    header: {
      documentNumber: doc.documentNumber,
      documentType: doc.documentType,
      pageCount,
      ...documentTitles(doc),
    },
    pagesSelected: pagesSelectedOf(method, csv, [...selected], pageCount),
    thumbnails: pages.map((pageNumber, i) => ({
      image: images[i] ? Buffer.from(images[i]).toString('base64') : '',
      pageNumber,
      selected: selected.has(pageNumber),
    })),
    page: pages[0] ?? 1,
  };
}
