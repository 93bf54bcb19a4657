// Page selection in the preview (spec 1 section 4): the client holds the settings and sends each change; the
// server answers the new selection. Pure, so the handler and the window agree.

import { noSuchPage } from './messages.ts';
import { allPages, formatPageList, parsePageList } from './page-list.ts';
import type { PageSelectionMethod, PagesSelected, PreviewSettingChange, PreviewSettings } from './schemas.ts';

/** The pages the settings select; a pages text that does not parse selects nothing (the user is still typing). */
export function selectedPages(settings: Pick<PreviewSettings, 'pageCount' | 'pageSelectionMethod' | 'selectedAsCsv'>) {
  if (settings.pageSelectionMethod === 'ENTIRE_DOCUMENT') return allPages(settings.pageCount);
  const parsed = parsePageList(settings.selectedAsCsv, settings.pageCount);
  return parsed.ok ? parsed.pages : [];
}

export function pagesSelectedOf(method: PageSelectionMethod, csv: string, pages: number[], pageCount: number) {
  const set = new Set(pages);
  return {
    pageSelectionMethod: method,
    selectedAsCsv: csv,
    selectedAsBoolean: allPages(pageCount).map((p) => set.has(p)),
  } satisfies PagesSelected;
}

export type PreviewChangeResult = { ok: true; pagesSelected: PagesSelected } | { ok: false; message: string };

/**
 * Applies one change. PAGE_TOGGLED, KEEP_PAGE and IGNORE_PAGE act on `page` and leave a Pages list; the method
 * change keeps the typed text so switching back restores it; PAGES_CHANGED validates the text and tidies it.
 */
export function applyPreviewChange(
  settings: PreviewSettings,
  change: PreviewSettingChange,
  page: number,
): PreviewChangeResult {
  const { pageCount } = settings;
  const current = selectedPages(settings);
  const onPage = (edit: (set: Set<number>) => void): PreviewChangeResult => {
    if (!Number.isInteger(page) || page < 1 || page > pageCount) return { ok: false, message: noSuchPage(page) };
    const set = new Set(current);
    edit(set);
    const pages = [...set].sort((a, b) => a - b);
    return { ok: true, pagesSelected: pagesSelectedOf('CSV_PAGES', formatPageList(pages), pages, pageCount) };
  };
  switch (change) {
    case 'PAGE_TOGGLED':
      return onPage((s) => (s.has(page) ? s.delete(page) : s.add(page)));
    case 'KEEP_PAGE':
      return onPage((s) => s.add(page));
    case 'IGNORE_PAGE':
      return onPage((s) => s.delete(page));
    case 'PAGE_SELECTION_METHOD_CHANGED':
      return {
        ok: true,
        pagesSelected: pagesSelectedOf(settings.pageSelectionMethod, settings.selectedAsCsv, current, pageCount),
      };
    case 'PAGES_CHANGED': {
      if (!settings.selectedAsCsv.trim())
        return { ok: true, pagesSelected: pagesSelectedOf('CSV_PAGES', '', [], pageCount) };
      const parsed = parsePageList(settings.selectedAsCsv, pageCount);
      if (!parsed.ok) return parsed;
      const csv = formatPageList(parsed.pages);
      return { ok: true, pagesSelected: pagesSelectedOf('CSV_PAGES', csv, parsed.pages, pageCount) };
    }
  }
}
