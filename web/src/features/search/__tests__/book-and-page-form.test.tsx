// The Book and Page form's book-type select (spec 2 'Search forms', spec 1 section 3 'Reference lists'): with the
// county's book-type flag on it offers 'All' and the county's book types from search/codeLists, and sends the
// chosen code.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
});

it("offers the county's book types after 'All' and sends the one chosen", async () => {
  const api = fakeApi({
    'GET helperdata/landlink': () => countyConfig({ landlink: { bookType: true } }),
    'GET search/codeLists': () =>
      success({
        documentTypes: [],
        instrumentGroups: [],
        otherLotCodes: [],
        bookTypes: [
          { code: 'D', description: 'Deeds' },
          { code: 'M', description: 'Mortgages' },
        ],
      }),
    'POST search/searchByBookAndPage': () => documentAnswer(1),
  });
  const { user } = renderSearch('/search/searchByBookAndPage');
  const select = await screen.findByLabelText('Book Type');
  await waitFor(() =>
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Deeds', 'Mortgages']),
  );
  await user.selectOptions(select, 'M');
  await user.type(screen.getByRole('textbox', { name: /^Book/ }), '812');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(api.bodies('POST search/searchByBookAndPage')).toHaveLength(1));
  expect(api.bodies('POST search/searchByBookAndPage')[0]).toMatchObject({ book: '812', bookType: 'M' });
}, 20_000);
