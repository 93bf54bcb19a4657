import { todayIn, toUsDate } from '@portal/shared/search/dates';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { outsideLiveRegion } from '#src/testing/outside-live-region.ts';
import { countyConfig, documentAnswer } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const plats = Array.from({ length: 12 }, (_, i) => ({ code: `P${i + 1}`, description: `LAKE ADDITION ${i + 1}` }));

describe('plat search', () => {
  it('several matches open the plat list (10 a page, filter); a pick fills code and name', async () => {
    const api = fakeApi({
      'GET helperdata/landlink': () => countyConfig(),
      'POST search/platLookup': (body) => {
        const { searchByPlatMethod, platNumber } = body as { searchByPlatMethod: string; platNumber: string };
        if (searchByPlatMethod === 'PLATNUMBER') {
          return success({
            match: 'NONE',
            plat: null,
            plats: [],
            message: `No matching plat found.${platNumber ? '' : ''}`,
          });
        }
        return success({ match: 'MANY', plat: null, plats, message: 'More than 1 match found.' });
      },
      'POST search/searchByPlat': () => documentAnswer(4),
    });
    const { user, router } = renderSearch('/search/searchByPlat');
    await screen.findByRole('heading', { name: 'Search by Plat' });
    expect((screen.getByRole('combobox', { name: 'Search By' }) as HTMLSelectElement).value).toBe('PLATNAME');
    await user.type(screen.getByLabelText(/^Plat Name/), 'lake');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const list = await screen.findByRole('dialog', { name: 'Select a Plat' });
    expect(screen.getByText('More than 1 match found.')).toBeTruthy();
    expect(await within(list).findAllByRole('button', { name: /LAKE ADDITION/ })).toHaveLength(10);
    expect(document.activeElement).toBe(within(list).getByLabelText('Filter'));
    await user.type(within(list).getByLabelText('Filter'), '12');
    await user.click(await within(list).findByRole('button', { name: /LAKE ADDITION 12/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Selected plat: LAKE ADDITION 12 (P12)')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Search By' }), 'PLATNUMBER');
    await user.clear(screen.getByLabelText(/^Plat Number/));
    await user.type(screen.getByLabelText(/^Plat Number/), 'p 1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Remove any spaces.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Plat Number/));
    await user.type(screen.getByLabelText(/^Plat Number/), 'zz9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No matching plat found.')).toBeTruthy();
    expect(api.bodies('POST search/platLookup').at(-1)).toMatchObject({ platNumber: 'ZZ9' });
    expect(api.bodies('POST search/searchByPlat')).toEqual([]);
    expect(router.state.location.pathname).toBe('/search/searchByPlat');
  });
});

describe('deep links', () => {
  it('/externalsearch/parcelid/{id} searches 01/01/1900 to today and shows the results', async () => {
    const api = fakeApi({
      'GET helperdata/landlink': () => countyConfig(),
      'POST search/searchByParcelId': () => documentAnswer(12),
    });
    const { router } = renderSearch('/externalsearch/parcelid/R12345');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/search/SearchResults'));
    expect(await screen.findByText('Displaying Results: 1-10 of 12', outsideLiveRegion)).toBeTruthy();
    expect(api.bodies('POST search/searchByParcelId')).toEqual([
      { parcelId: 'R12345', documentType: 'All', fromRecordedDate: '01/01/1900', toRecordedDate: toUsDate(todayIn()) },
    ]);
  });

  it('/externalsearch/documentnumber/{id} with nothing found opens the form with the message', async () => {
    const api = fakeApi({
      'GET helperdata/landlink': () => countyConfig(),
      'GET search/codeLists': () => success({}),
      'POST search/searchByDocumentNumber': () => documentAnswer(0),
    });
    const { router } = renderSearch('/externalsearch/documentnumber/2024000999');
    expect(await screen.findByText('No Records Found.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search/searchByDocumentNumber');
    expect((screen.getByLabelText(/^Document Number/) as HTMLInputElement).value).toBe('2024000999');
    expect(api.bodies('POST search/searchByDocumentNumber')).toEqual([
      { documentType: 'All', fromDocumentNumber: '2024000999', toDocumentNumber: '' },
    ]);
  });
});
