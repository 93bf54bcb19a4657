import { describe, expect, it } from 'vitest';
import { applyPreviewChange } from './preview-settings.ts';
import type { PreviewSettings } from './schemas.ts';

const base: PreviewSettings = {
  documentType: 'A',
  documentNumber: '1000',
  pageCount: 5,
  pageSelectionMethod: 'ENTIRE_DOCUMENT',
  selectedAsCsv: '',
};

describe('preview setting changes', () => {
  it('toggling a page of the whole document leaves a Pages list without it', () => {
    const r = applyPreviewChange(base, 'PAGE_TOGGLED', 2);
    expect(r).toEqual({
      ok: true,
      pagesSelected: {
        pageSelectionMethod: 'CSV_PAGES',
        selectedAsCsv: '1, 3-5',
        selectedAsBoolean: [true, false, true, true, true],
      },
    });
  });

  it('keeps and ignores pages of a Pages list', () => {
    const csv = { ...base, pageSelectionMethod: 'CSV_PAGES' as const, selectedAsCsv: '1' };
    const kept = applyPreviewChange(csv, 'KEEP_PAGE', 3);
    expect(kept.ok && kept.pagesSelected.selectedAsCsv).toBe('1, 3');
    const ignored = applyPreviewChange({ ...csv, selectedAsCsv: '1, 3' }, 'IGNORE_PAGE', 1);
    expect(ignored.ok && ignored.pagesSelected.selectedAsCsv).toBe('3');
    expect(applyPreviewChange(csv, 'KEEP_PAGE', 9)).toEqual({ ok: false, message: 'Document does not have a page 9.' });
  });

  it('switching method keeps the typed text', () => {
    const all = applyPreviewChange({ ...base, selectedAsCsv: '2-3' }, 'PAGE_SELECTION_METHOD_CHANGED', 0);
    expect(all.ok && all.pagesSelected).toEqual({
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '2-3',
      selectedAsBoolean: [true, true, true, true, true],
    });
    const some = applyPreviewChange(
      { ...base, pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '2-3' },
      'PAGE_SELECTION_METHOD_CHANGED',
      0,
    );
    expect(some.ok && some.pagesSelected.selectedAsBoolean).toEqual([false, true, true, false, false]);
  });

  it('validates and tidies the pages text', () => {
    const r = applyPreviewChange({ ...base, selectedAsCsv: '4,1, 2 ,3' }, 'PAGES_CHANGED', 0);
    expect(r.ok && r.pagesSelected.selectedAsCsv).toBe('1-4');
    expect(applyPreviewChange({ ...base, selectedAsCsv: '1, 7' }, 'PAGES_CHANGED', 0)).toEqual({
      ok: false,
      message: 'Document does not have a page 7.',
    });
    const blank = applyPreviewChange({ ...base, selectedAsCsv: ' ' }, 'PAGES_CHANGED', 0);
    expect(blank.ok && blank.pagesSelected.selectedAsBoolean).toEqual([false, false, false, false, false]);
  });
});
