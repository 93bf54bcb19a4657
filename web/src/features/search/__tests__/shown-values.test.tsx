// Issue 18 'Nothing hidden carries over': a search form sends only what it shows, says when its fields hold an
// earlier search's values, and Clear empties every one of them (the second name, AND/OR, dates, selects).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore, writeStored } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const earlierValues =
  'The fields hold the values of an earlier search. Check each one, or Clear them all to start afresh.';
const set = (name: string) => screen.getByRole('group', { name });
const input = (group: string, label: string) => within(set(group)).getByLabelText(new RegExp(`^${label}`));

function serve(landlink: Record<string, unknown> = {}) {
  return fakeApi({
    'GET helperdata/landlink': () => countyConfig({ landlink }),
    'GET search/codeLists': () =>
      success({ documentTypes: [{ code: 'A', description: 'Abstract' }], instrumentGroups: [], otherLotCodes: [] }),
    'POST search/searchByName': () => documentAnswer(0),
    'POST search/searchByLegalDescription': () => documentAnswer(0),
  });
}

describe('what a search form sends', () => {
  it('after Clear, a name search sends no second name and OR, whatever the last search held', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T18:00:00Z') });
    const api = serve();
    const { user } = renderSearch('/search/searchByName');
    await screen.findByRole('heading', { name: 'Search by Name' });
    expect(screen.queryByText(earlierValues)).toBeNull();
    await user.type(input('First Name Set', 'Last Name'), 'Hale');
    await user.type(input('Second Name Set', 'Last Name'), 'Olsen');
    await user.click(screen.getByRole('radio', { name: 'AND' }));
    await user.clear(screen.getByLabelText('From Date'));
    await user.type(screen.getByLabelText('From Date'), '01/01/2000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('No Records Found.');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(input('First Name Set', 'Last Name'), 'Berg');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByName')).toHaveLength(2));
    expect(api.bodies('POST search/searchByName')[1]).toEqual({
      lastName1: 'Berg',
      firstName1: '',
      middleInitial1: '',
      lastName2: '',
      firstName2: '',
      middleInitial2: '',
      andOr: 'OR',
      grantorGranteeSearchIn: 'both',
      documentType: 'All',
      instrumentGroup: 'all',
      fromRecordedDate: '01/01/1900',
      toRecordedDate: '11/22/2026',
      matchMode: 'exact',
    });
    // many keystrokes: a loaded machine types them slowly
  }, 20_000);

  it('says when the fields hold an earlier search, and Clear empties them and the note', async () => {
    serve();
    writeStored('searchCriteria:searchByName', { lastName1: 'HALE', lastName2: 'OLSEN', andOr: 'AND' });
    const { user } = renderSearch('/search/searchByName');
    await screen.findByRole('heading', { name: 'Search by Name' });
    expect(screen.getByText(earlierValues)).toBeTruthy();
    expect((input('Second Name Set', 'Last Name') as HTMLInputElement).value).toBe('OLSEN');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(earlierValues)).toBeNull();
    expect((input('Second Name Set', 'Last Name') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('radio', { name: 'OR' })).toHaveProperty('checked', true);
  });

  it('sends a kept value whose field is hidden, or whose option is gone, as the default', async () => {
    // the county shows no document type (propertyCode off); the kept group is not in the code lists
    const api = serve({ propertyCode: false });
    writeStored('searchCriteria:searchByName', { lastName1: 'HALE', documentType: 'A', instrumentGroup: 'GONE' });
    const { user } = renderSearch('/search/searchByName');
    await screen.findByRole('heading', { name: 'Search by Name' });
    expect(screen.queryByLabelText('Document Type')).toBeNull();
    expect((screen.getByLabelText('Instrument Group') as HTMLSelectElement).value).toBe('all');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByName')).toHaveLength(1));
    expect(api.bodies('POST search/searchByName')[0]).toMatchObject({
      lastName1: 'HALE',
      documentType: 'All',
      instrumentGroup: 'all',
    });
  });

  it('sends a metes-and-bounds legal without the kept lots-and-blocks values it no longer shows', async () => {
    const api = serve();
    writeStored('searchCriteria:searchByLegalDescription', {
      legalType: 'MB',
      section: '12',
      township: '40',
      range: '20',
      plat: 'P100',
      platName: 'OAK RIDGE ADDITION',
      lot: '5',
      lbLastName: 'HALE',
    });
    const { user } = renderSearch('/search/searchByLegalDescription');
    await screen.findByRole('radio', { name: 'Metes and Bounds' });
    expect(screen.queryByLabelText('Lot')).toBeNull();
    expect(screen.getByLabelText(/^Section/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByLegalDescription')).toHaveLength(1));
    expect(api.bodies('POST search/searchByLegalDescription')[0]).toMatchObject({
      legalType: 'MB',
      section: '12',
      township: '40',
      range: '20',
      plat: '',
      platName: '',
      lot: '',
      lbLastName: '',
    });
  });

  it('sends the chosen plat of a lots-and-blocks legal, shown as the selected plat', async () => {
    const api = serve();
    writeStored('searchCriteria:searchByLegalDescription', { plat: 'P100', platName: 'OAK RIDGE ADDITION', lot: '5' });
    const { user } = renderSearch('/search/searchByLegalDescription');
    await screen.findByText('Selected plat: OAK RIDGE ADDITION (P100)');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByLegalDescription')).toHaveLength(1));
    expect(api.bodies('POST search/searchByLegalDescription')[0]).toMatchObject({
      legalType: 'LB',
      plat: 'P100',
      platName: 'OAK RIDGE ADDITION',
      lot: '5',
    });
  });
});
