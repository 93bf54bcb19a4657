import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

// 03:00 UTC on 22 November is still 21 November on the county's clock (Chicago, the configuration's default zone):
// the form's dates are the county's, not the browser's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T03:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const input = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) }) as HTMLInputElement;
const currentOrExpired = () => screen.getByRole('combobox', { name: 'Current/Expired' }) as HTMLSelectElement;

describe('tax lien form', () => {
  it('defaults to taxpayer and Current; a submit clears the fields of the other methods', async () => {
    const api = fakeApi({
      'GET helperdata/landlink': () => countyConfig(),
      'GET search/codeLists': () => success({}),
      'POST search/searchByTaxLien': () => documentAnswer(0),
    });
    const { user } = renderSearch('/search/searchByTaxLien');
    await screen.findByRole('heading', { name: 'Search by Tax Lien' });
    expect(screen.getByRole('radio', { name: 'Taxpayer' })).toHaveProperty('checked', true);
    expect(currentOrExpired().value).toBe('CURRENT');

    await user.type(input('Name or Business Name'), 'Hale');
    await user.type(input('Lien Number'), 'FTL-7');
    await user.clear(input('From Date'));
    await user.type(input('From Date'), '01/01/2020');
    await user.click(screen.getByRole('radio', { name: 'Document Number' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Required.')).toHaveLength(1);
    expect(input('Name or Business Name').value).toBe('');
    expect(input('Lien Number').value).toBe('');
    expect(input('From Date').value).toBe('01/01/1900');

    await user.type(input('Document Number'), '2024000123');
    await user.selectOptions(currentOrExpired(), 'ALL');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No Records Found.')).toBeTruthy();
    expect(api.bodies('POST search/searchByTaxLien')).toEqual([
      {
        searchByTaxLienMethod: 'documentNumber',
        currentOrExpired: 'ALL',
        documentType: 'All',
        documentNumber: '2024000123',
        lienNumber: '',
        taxpayerName: '',
        taxpayerFirstName: '',
        taxpayerMiddleInitial: '',
        fromRecordedDate: '01/01/1900',
        toRecordedDate: '11/21/2026',
      },
    ]);
  });
});
