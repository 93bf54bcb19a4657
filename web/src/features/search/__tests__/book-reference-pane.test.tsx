// The book reference detail pane's own Image button (spec 2): shown to a user with imageRetrieval when the book
// page has an image, and it opens the image download flow for that page.
import type { BookReferenceDetails } from '@portal/shared/search/details';
import type { BookReferenceResultRow } from '@portal/shared/search/results';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer, signedInUser } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const row: BookReferenceResultRow = {
  id: 'GB-12',
  type: 'Grantor',
  fromName: 'HALE, ANNA',
  toName: 'HALE, ZED',
  fromDate: '1921-01-01',
  toDate: '1925-12-31',
  docType: 'G',
  docNumber: 'GB-12',
};
const details = (pageCount: number): BookReferenceDetails => ({ ...row, pageCount });

async function openPane(pageCount: number, user = signedInUser()) {
  const api = fakeApi({
    'GET helperdata/landlink': () => countyConfig(),
    'POST search/searchByGrantorGranteeBook': () =>
      documentAnswer(1, 1, {
        searchResultList: [row],
        resultKind: 'bookReferences',
        resultsRoute: '/search/GrantorGranteeBookSearchResults',
        type: 'searchByGrantorGranteeBook',
        link: '/search/searchByGrantorGranteeBook',
        sortKey: 'id',
      }),
    'POST search/bookReferenceDetails': () => success(details(pageCount)),
    'POST imaging/getThumbnails': () => failure(404, 'This document does not have any images on file.'),
  });
  const rendered = renderSearch('/search/searchByGrantorGranteeBook', user);
  await rendered.user.type(await screen.findByRole('textbox', { name: /^Business or Last Name/ }), 'Hale');
  await rendered.user.click(screen.getByRole('button', { name: 'Submit' }));
  const table = await screen.findByRole('table');
  await rendered.user.click(within(table).getAllByRole('row')[1]!);
  const pane = (await screen.findByRole('heading', { name: 'GB-12' })).closest('section')!;
  return { api, pane: within(pane as HTMLElement), ...rendered };
}

describe('the book reference pane', () => {
  it('opens the image of its book page', async () => {
    const { api, pane, user } = await openPane(2);
    await user.click(pane.getByRole('button', { name: 'Image' }));
    await vi.waitFor(() =>
      expect(api.bodies('POST imaging/getThumbnails')[0]).toMatchObject({ documentType: 'G', documentNumber: 'GB-12' }),
    );
  });

  it('has no Image without a page on file or without imageRetrieval', async () => {
    expect((await openPane(0)).pane.queryByRole('button', { name: 'Image' })).toBeNull();
    cleanup();
    resetStore();
    const { pane } = await openPane(2, signedInUser({ imageRetrieval: false }));
    expect(pane.getByText('HALE, ANNA – HALE, ZED')).toBeTruthy();
    expect(pane.queryByRole('button', { name: 'Image' })).toBeNull();
  });
});
