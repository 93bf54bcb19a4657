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

/** The labels of the form's text boxes shown, in order (a required field's label ends in ' *'); the side menu's
 *  title file field (issue 32) is not the form's. */
const textboxNames = () =>
  screen
    .queryAllByRole('textbox')
    .map((e) => document.querySelector(`label[for="${e.id}"]`)?.textContent ?? '')
    .filter((label) => label !== 'File number');

describe('tax lien form', () => {
  it("shows only the chosen method's fields, each control with its own name, and says Current hides expired liens", async () => {
    fakeApi({
      'GET helperdata/landlink': () => countyConfig(),
      'GET search/codeLists': () => success({}),
    });
    const { user } = renderSearch('/search/searchByTaxLien');
    await screen.findByRole('heading', { name: 'Search by Tax Lien' });
    expect(screen.getByRole('radio', { name: 'By Taxpayer' })).toHaveProperty('checked', true);
    expect(textboxNames()).toEqual(['Name or Business Name *', 'First Name', 'MI']);

    await user.click(screen.getByRole('radio', { name: 'By Lien Number' }));
    expect(textboxNames()).toEqual(['Lien Number *']);
    // the method radio and the field no longer share the name 'Lien Number'
    expect(screen.getAllByRole('radio', { name: /Lien Number/ })).toHaveLength(1);
    expect(screen.queryAllByRole('textbox', { name: /Lien Number/ })).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'By Document Number' }));
    expect(textboxNames()).toEqual(['Document Number *']);
    await user.click(screen.getByRole('radio', { name: 'By Date Range' }));
    expect(textboxNames()).toEqual(['From Date', 'To Date']);

    // Current (the default) says what it leaves out, next to the choice; All says nothing
    const current = 'Current liens only: expired liens are not shown. Choose All to include them.';
    expect(currentOrExpired()).toHaveProperty('value', 'CURRENT');
    expect(document.getElementById(currentOrExpired().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      current,
    );
    await user.selectOptions(currentOrExpired(), 'EXPIRED');
    expect(screen.getByText(/^Expired liens only: current liens are not shown/)).toBeTruthy();
    await user.selectOptions(currentOrExpired(), 'ALL');
    expect(currentOrExpired().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(current)).toBeNull();
  });

  it('defaults to taxpayer and Current; a submit clears the fields of the other methods', async () => {
    const api = fakeApi({
      'GET helperdata/landlink': () => countyConfig(),
      'GET search/codeLists': () => success({}),
      'POST search/searchByTaxLien': () => documentAnswer(0),
    });
    const { user } = renderSearch('/search/searchByTaxLien');
    await screen.findByRole('heading', { name: 'Search by Tax Lien' });
    expect(currentOrExpired().value).toBe('CURRENT');

    await user.type(input('Name or Business Name'), 'Hale');
    await user.click(screen.getByRole('radio', { name: 'By Lien Number' }));
    await user.type(input('Lien Number'), 'FTL-7');
    await user.click(screen.getByRole('radio', { name: 'By Date Range' }));
    await user.clear(input('From Date'));
    await user.type(input('From Date'), '01/01/2020');
    await user.click(screen.getByRole('radio', { name: 'By Document Number' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Required.')).toHaveLength(1);

    await user.type(input('Document Number'), '2024000123');
    await user.selectOptions(currentOrExpired(), 'ALL');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No Records Found.')).toBeTruthy();
    // the hidden values of the other methods (taxpayer, lien number, from date) are not sent
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
    await user.click(screen.getByRole('radio', { name: 'By Taxpayer' }));
    expect(input('Name or Business Name').value).toBe('');
  });
});
