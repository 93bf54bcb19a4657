import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, type Route, success } from '#src/testing/fake-api.ts';
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

const today = '11/21/2026';
const nameSet = (name: 'First Name Set' | 'Second Name Set') => screen.getByRole('group', { name });
const input = (set: HTMLElement, label: string) => within(set).getByLabelText(new RegExp(`^${label}`));
const value = (label: string) => (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value;

async function openNameForm(routes: Record<string, Route> = {}) {
  const api = fakeApi({
    'GET helperdata/landlink': () => countyConfig({ landlink: { propertyCode: true } }),
    'GET search/codeLists': () =>
      success({
        documentTypes: [{ code: 'A', description: 'Abstract' }],
        instrumentGroups: [{ code: 'DEEDS', description: 'Deeds' }],
        otherLotCodes: [],
      }),
    ...routes,
  });
  const rendered = renderSearch('/search/searchByName');
  await screen.findByRole('heading', { name: 'Search by Name' });
  return { api, ...rendered };
}

describe('search by name', () => {
  it('shows the shared schema messages and sends nothing until they are fixed', async () => {
    const { api, user } = await openNameForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(nameSet('First Name Set')).getByText('Required.')).toBeTruthy();
    expect(input(nameSet('First Name Set'), 'Last Name').getAttribute('aria-invalid')).toBe('true');

    await user.type(input(nameSet('First Name Set'), 'Last Name'), 'Hale');
    expect(screen.queryByText('Required.')).toBeNull();
    await user.type(input(nameSet('First Name Set'), 'MI'), 'Q');
    await user.type(input(nameSet('Second Name Set'), 'First Name'), 'Dana');
    await user.clear(screen.getByLabelText('From Date'));
    await user.type(screen.getByLabelText('From Date'), '12/31/2099');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(nameSet('First Name Set')).getByText('Required if MI entered.')).toBeTruthy();
    expect(within(nameSet('Second Name Set')).getByText('Required if First Name entered.')).toBeTruthy();
    expect(screen.getByText('Future date entered')).toBeTruthy();
    expect(api.bodies('POST search/searchByName')).toEqual([]);
  });

  it('Clear restores the defaults: names empty, OR, both, All, 01/01/1900 to today', async () => {
    const { user } = await openNameForm();
    await user.type(input(nameSet('First Name Set'), 'Last Name'), 'Hale');
    await user.click(screen.getByRole('radio', { name: 'AND' }));
    await user.click(screen.getByRole('radio', { name: 'Grantees Only' }));
    await user.selectOptions(await screen.findByLabelText('Document Type'), 'A');
    await user.clear(screen.getByLabelText('From Date'));
    await user.type(screen.getByLabelText('From Date'), '01/01/2000');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((input(nameSet('First Name Set'), 'Last Name') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('radio', { name: 'OR' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Both Grantors & Grantees' })).toHaveProperty('checked', true);
    expect(value('Document Type')).toBe('All');
    expect(value('Instrument Group')).toBe('all');
    expect(value('From Date')).toBe('01/01/1900');
    expect(value('To Date')).toBe(today);
  });

  it("says 'No Records Found.' when nothing matches, ignores a second submit while loading, and an edit clears it", async () => {
    let answer: (a: ReturnType<typeof documentAnswer>) => void = () => {};
    const { api, user } = await openNameForm({
      'POST search/searchByName': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(input(nameSet('First Name Set'), 'Last Name'), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Loading')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    answer(documentAnswer(0));
    expect(await screen.findByText('No Records Found.')).toBeTruthy();
    expect(api.bodies('POST search/searchByName')).toEqual([
      {
        lastName1: 'Nobody',
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
        toRecordedDate: today,
        // the county offers Sounds like (the default) and starts the form at Exact
        matchMode: 'exact',
      },
    ]);
    await user.type(input(nameSet('First Name Set'), 'First Name'), 'A');
    expect(screen.queryByText('No Records Found.')).toBeNull();
  });

  it('puts a 400 answer’s field messages on the form', async () => {
    const { user } = await openNameForm({
      'POST search/searchByName': () => ({
        status: 400,
        body: {
          status: 'ERROR',
          message: 'lastName1: Three characters minimum.',
          errors: { lastName1: 'Three characters minimum.' },
        },
      }),
    });
    await user.type(input(nameSet('First Name Set'), 'Last Name'), 'H');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(nameSet('First Name Set')).findByText('Three characters minimum.')).toBeTruthy();
  });
});
