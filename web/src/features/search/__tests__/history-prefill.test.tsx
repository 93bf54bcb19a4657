import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore, writeStored } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer, historyEntry, signedInUser } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const history = [
  historyEntry('searchByParcelId', { parcelId: 'R999', fromRecordedDate: '01/01/2000' }, 'Parcel ID R999'),
  historyEntry(
    'searchByName',
    { lastName1: 'LINDQVIST', firstName1: 'DANA', andOr: 'AND', grantorGranteeSearchIn: 'GRANTORS' },
    'Name LINDQVIST',
  ),
];
const lastName = () =>
  within(screen.getByRole('group', { name: 'First Name Set' })).getByLabelText(/^Last Name/) as HTMLInputElement;

function serve() {
  return fakeApi({
    'GET helperdata/landlink': () => countyConfig(),
    'GET search/codeLists': () => success({}),
    'POST search/searchByName': () => documentAnswer(0),
  });
}

describe('history and remembered criteria', () => {
  it('/search/{type}/{n} fills the form from history entry n', async () => {
    serve();
    renderSearch('/search/searchByName/2', signedInUser({ searchHistoryList: history }));
    await screen.findByRole('heading', { name: 'Search by Name' });
    expect(lastName().value).toBe('LINDQVIST');
    expect(screen.getByRole('radio', { name: 'AND' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Grantors Only' })).toHaveProperty('checked', true);
    expect((screen.getByLabelText('From Date') as HTMLInputElement).value).toBe('01/01/1900');
  });

  it('/search/searchHistory/{type}/{n} redirects to the history-number form', async () => {
    serve();
    const { router } = renderSearch(
      '/search/searchHistory/searchByParcelId/1',
      signedInUser({ searchHistoryList: history }),
    );
    await screen.findByRole('heading', { name: 'Search by Parcel ID' });
    expect(router.state.location.pathname).toBe('/search/searchByParcelId/1');
    expect((screen.getByLabelText(/^Parcel ID/) as HTMLInputElement).value).toBe('R999');
    expect((screen.getByLabelText('From Date') as HTMLInputElement).value).toBe('01/01/2000');
  });

  it('without a number the form shows the last criteria submitted, and Clear forgets them', async () => {
    serve();
    const { user, router } = renderSearch('/search/searchByName');
    await screen.findByRole('heading', { name: 'Search by Name' });
    await user.type(lastName(), 'Hale');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('No Records Found.');
    await router.navigate('/search/searchByDate');
    await screen.findByRole('heading', { name: 'Search by Date' });
    await router.navigate('/search/searchByName');
    await screen.findByRole('heading', { name: 'Search by Name' });
    expect(lastName().value).toBe('Hale');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(sessionStorage.getItem('lrp:searchCriteria:searchByName')).toBeNull();
  });

  it('a stored criteria object prefills, ignoring what is not text', async () => {
    serve();
    writeStored('searchCriteria:searchByName', { lastName1: 'OLSEN', firstName1: 7 });
    renderSearch('/search/searchByName');
    await screen.findByRole('heading', { name: 'Search by Name' });
    expect(lastName().value).toBe('OLSEN');
  });
});
