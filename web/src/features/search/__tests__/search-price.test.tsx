// Issue 18 'Prices before paying': a paying user reads what a search (and a priced details view) costs before
// running it, from the prices search/codeLists carries for them; a user who pays nothing reads no price.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const prices = [
  { item: 'searchByName', cents: 150 },
  { item: 'documentDetails', cents: 25 },
];

function serve(served: unknown[]) {
  return fakeApi({
    'GET helperdata/landlink': () => countyConfig(),
    'GET search/codeLists': () =>
      success({ documentTypes: [], instrumentGroups: [], otherLotCodes: [], prices: served }),
    'POST search/searchByName': () => documentAnswer(12),
  });
}

describe('prices before paying', () => {
  it('says on the form what the search costs, that nothing found is charged too, and reads it with Submit', async () => {
    serve(prices);
    renderSearch('/search/searchByName');
    const note = await screen.findByText('This search costs $1.50, charged even when nothing is found.');
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-describedby')).toBe(note.id);
  });

  it('says nothing of a price on a search that is free to the user', async () => {
    serve(prices);
    const { router } = renderSearch('/search/searchByName');
    await screen.findByText('This search costs $1.50, charged even when nothing is found.');
    await router.navigate('/search/searchByParcelId');
    await screen.findByRole('heading', { name: 'Search by Parcel ID' }, { timeout: 5000 });
    expect(screen.queryByText(/This search costs/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-describedby')).toBeNull();
  });

  it("says on the results what opening a document's details costs, before a row is chosen", async () => {
    serve(prices);
    const { user } = renderSearch('/search/searchByName');
    await screen.findByText('This search costs $1.50, charged even when nothing is found.');
    await user.type(screen.getAllByLabelText(/^Last Name/)[0]!, 'Hale');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Search Results' }, { timeout: 5000 });
    expect(await screen.findByText('Opening a document’s details costs $0.25 each time.')).toBeTruthy();
  });
});
