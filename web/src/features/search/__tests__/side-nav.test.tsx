import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '#src/i18n/index.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer, historyEntry, signedInUser } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const navigation = () => screen.findByRole('navigation', { name: 'Searches' });
const group = (nav: HTMLElement, name: string) => within(nav).getByRole('region', { name });
const labels = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('search side navigation', () => {
  it('lists, alphabetically, only the searches the county and the user both allow, with the county labels', async () => {
    fakeApi({
      'GET helperdata/landlink': () =>
        countyConfig({
          common: { bookLabel: 'Volume', torrensLabel: 'Registered Land' },
          search: { searchByAddress: false, searchByTractIndexNMI: false, searchByTractBookLegal: false },
        }),
      'GET search/codeLists': () => success({}),
    });
    renderSearch(
      '/search/searchByName',
      signedInUser({
        searchList: [
          'searchByAddress',
          'searchByBookAndPage',
          'searchByName',
          'searchByDate',
          'searchByTorrensText',
          'searchByTorrensCertificate',
          'searchByPlat',
          'searchByTaxLien',
          'searchByTractBookLegal',
        ],
      }),
    );
    const nav = await navigation();
    expect(labels(group(nav, 'Search By'))).toEqual([
      'Date',
      'Name',
      'Registered Land Certificate',
      'Registered Land Text',
      'Volume and Page',
    ]);
    expect(labels(group(nav, 'Special Searches'))).toEqual(['Plat', 'Tax Lien']);
    expect(within(nav).getByRole('link', { name: 'Name' }).getAttribute('aria-current')).toBe('page');
  });

  it('reads the default Book and Torrens words in the chosen language, and a county word as the county wrote it', async () => {
    await switchLanguage('SPANISH');
    try {
      fakeApi({
        'GET helperdata/landlink': () =>
          countyConfig({ common: { bookLabel: 'Book', torrensLabel: 'Registered Land' } }),
        'GET search/codeLists': () => success({}),
      });
      renderSearch(
        '/search/searchByName',
        signedInUser({
          language: 'SPANISH',
          searchList: ['searchByBookAndPage', 'searchByTorrensText', 'searchByName'],
        }),
      );
      const nav = await screen.findByRole('navigation', { name: 'Búsquedas' });
      expect(labels(group(nav, 'Buscar por'))).toEqual(['Libro y página', 'Nombre', 'Texto Registered Land']);
    } finally {
      await switchLanguage('ENGLISH');
    }
  });

  it('offers Torrens Text only on a Torrens county', async () => {
    fakeApi({ 'GET helperdata/landlink': () => countyConfig({ landlink: { torrens: false } }) });
    renderSearch('/search/searchByDate');
    const nav = await navigation();
    await within(nav).findByRole('link', { name: 'Torrens Certificate' });
    expect(within(nav).queryByRole('link', { name: 'Torrens Text' })).toBeNull();
  });

  it('shows Recent Searches with Current first and re-runs an entry; a GUEST has none', async () => {
    const api = fakeApi({
      'GET helperdata/landlink': () => countyConfig(),
      'POST search/searchByName': () => documentAnswer(3),
    });
    const history = [
      historyEntry('searchByName', { lastName1: 'HALE' }, 'Name: Last Name HALE'),
      historyEntry('searchByParcelId', { parcelId: 'R12345' }, 'Parcel ID: Parcel ID R12345'),
    ];
    const { user, router } = renderSearch('/search/searchByDate', signedInUser({ searchHistoryList: history }));
    const recent = group(await navigation(), 'Recent Searches');
    expect(within(recent).getByRole('link', { name: 'Search history Current: Name: Last Name HALE' })).toBeTruthy();
    expect(
      within(recent).getByRole('link', { name: 'Search history 2: Parcel ID: Parcel ID R12345' }).getAttribute('href'),
    ).toBe('/search/searchByParcelId/2');
    await user.click(within(recent).getByRole('button', { name: 'Run search 1 again' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/search/SearchResults'));
    expect(api.bodies('POST search/searchByName')[0]).toMatchObject({ lastName1: 'HALE', andOr: 'OR' });

    cleanup();
    renderSearch('/search/searchByDate', signedInUser({ role: 'GUEST', searchHistoryList: history }));
    const nav = await navigation();
    await within(nav).findByRole('link', { name: 'Name' });
    expect(within(nav).queryByRole('region', { name: 'Recent Searches' })).toBeNull();
  });

  it('says so when a search is not allowed, and opens the county default search at /search', async () => {
    fakeApi({ 'GET helperdata/landlink': () => countyConfig({ search: { defaultSearch: 'searchByParcelId' } }) });
    const { router } = renderSearch('/search/searchByPlat', signedInUser({ searchList: ['searchByParcelId'] }));
    expect(await screen.findByText('This search is not available to your account.')).toBeTruthy();
    await router.navigate('/search');
    expect(await screen.findByRole('heading', { name: 'Search by Parcel ID' })).toBeTruthy();
  });
});

describe('skip link', () => {
  it('comes before the menu and takes focus to the form, keeping what was typed; the next Tab is its first field', async () => {
    fakeApi({ 'GET helperdata/landlink': () => countyConfig(), 'GET search/codeLists': () => success({}) });
    const { user, router } = renderSearch('/search/searchByName');
    const nav = await navigation();
    await screen.findByRole('heading', { name: 'Search by Name', level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to search form' });
    expect(skip.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const form = document.querySelector('#search-form form') as HTMLFormElement;
    const first = Array.from(form.elements).find((e) => (e as HTMLElement).tabIndex >= 0) as HTMLElement;
    const last = screen.getAllByRole('textbox', { name: /^Last Name/ })[0] as HTMLInputElement;
    await user.type(last, 'Hale');
    await user.click(skip);
    expect(document.activeElement?.id).toBe('search-form');
    expect(router.state.location.pathname).toBe('/search/searchByName');
    expect(router.state.location.hash).toBe('');
    await user.tab();
    expect(document.activeElement).toBe(first);
    expect((screen.getAllByRole('textbox', { name: /^Last Name/ })[0] as HTMLInputElement).value).toBe('Hale');
  });
});
