// imaging/pageText: a page's machine-recognised text for the page view window's text panel (issue 33).
import type { PageText } from '@portal/shared/page-text/page-text';
import { apiGet } from '#src/lib/api.ts';
import type { DocumentRef } from './imaging.ts';

export type PageTextAnswer = { state: 'READY'; text: PageText } | { state: 'NOT_YET' };

export const getPageText = (doc: DocumentRef, page: number) =>
  apiGet<PageTextAnswer>(
    `imaging/pageText/${encodeURIComponent(doc.documentType)}/${encodeURIComponent(doc.documentNumber)}/${page}`,
  );
