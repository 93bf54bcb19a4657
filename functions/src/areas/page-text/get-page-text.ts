// A page's recognised text for the page view window: the stored text, or NOT_YET while the page waits for the
// county's recognition job (the window says so instead of showing nothing). Who may read it is decided by the
// caller's route, as for the page's image.
import type { PageText } from '@portal/shared/page-text/page-text';
import { readPageText } from './page-text-store.ts';

export type PageTextAnswer = { state: 'READY'; text: PageText } | { state: 'NOT_YET' };

export async function getPageText(county: string, docId: string, page: number): Promise<PageTextAnswer> {
  const text = await readPageText(county, docId, page);
  return text ? { state: 'READY', text } : { state: 'NOT_YET' };
}
