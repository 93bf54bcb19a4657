// The page view window shows the server's watermarked preview of the page, not the thumbnail scaled up; the
// thumbnail stands in while the preview loads and, with a note, when it cannot be loaded.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { ThumbnailPreviewWindow } from '../components/thumbnail-preview-window.tsx';

const thumbnail = btoa('thumbnail bytes');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPage(page: number) {
  fakeApi({
    'POST imaging/getThumbnails': () =>
      success({
        header: {
          documentNumber: '2026-17',
          documentType: 'A',
          pageCount: 2,
          uiTitle: 'abstract document 2026-17',
          uiTitleBeginningOfSentence: 'Abstract document 2026-17',
        },
        pagesSelected: { pageSelectionMethod: 'ENTIRE_DOCUMENT', selectedAsCsv: '', selectedAsBoolean: [true, true] },
        thumbnails: [1, 2].map((pageNumber) => ({ image: thumbnail, pageNumber, selected: true })),
        page: 1,
      }),
  });
  const user = userEvent.setup();
  render(
    <ThumbnailPreviewWindow
      doc={{ documentType: 'A', documentNumber: '2026-17' }}
      onContinue={() => {}}
      onCancel={() => {}}
      onError={() => {}}
    />,
  );
  await user.click(await screen.findByRole('button', { name: `Enlarge page ${page}` }));
  return screen.getByRole('dialog', { name: `Page ${page}` });
}

describe('page view window', () => {
  it("loads the page's preview image, with the thumbnail shown until it has loaded", async () => {
    const view = await openPage(2);
    const preview = within(view).getByAltText('Preview of page 2') as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe('/api/imaging/previewImage/A/2026-17/2');
    expect(preview.className).toContain('hidden');
    const stand = view.querySelector(`img[src="data:image/jpeg;base64,${thumbnail}"]`);
    expect(stand).toBeTruthy();
    fireEvent.load(preview);
    expect(preview.className).not.toContain('hidden');
    expect(view.querySelector(`img[src="data:image/jpeg;base64,${thumbnail}"]`)).toBeNull();
    expect(within(view).getByRole('region', { name: 'Preview of page 2' }).tabIndex).toBe(0);
  });

  it('falls back to the thumbnail, and says so, when the preview cannot be loaded', async () => {
    const view = await openPage(1);
    fireEvent.error(within(view).getByAltText('Preview of page 1'));
    expect(within(view).getByText(/The preview could not be loaded; this is the thumbnail\./)).toBeTruthy();
    const fallback = within(view).getByAltText('Preview of page 1') as HTMLImageElement;
    expect(fallback.getAttribute('src')).toBe(`data:image/jpeg;base64,${thumbnail}`);
  });
});
