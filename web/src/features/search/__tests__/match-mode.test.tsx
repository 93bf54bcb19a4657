// The Match choice of the name and taxpayer searches (issue 30): shown only where the county offers Sounds like,
// starting at the county's default, sent as matchMode, restored from history; the Matched column of the results.
import type { TaxLienResultRow } from '@portal/shared/search/results';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '#src/i18n/index.ts';
import { resetStore, writeStored } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { withMatchedColumn } from '../results/matched-column.tsx';
import { ResultTable } from '../results/result-table.tsx';
import { taxLienColumns } from '../results/tax-lien-columns.tsx';
import { countyConfig, documentAnswer, documentRow, historyEntry, signedInUser } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const matchGroup = () => screen.queryByRole('group', { name: 'Match' });
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const lastName = () =>
  within(screen.getByRole('group', { name: 'First Name Set' })).getByRole('textbox', { name: /^Last Name/ });

function serve(search2: Record<string, unknown>, answer = () => documentAnswer(0)) {
  return fakeApi({
    'GET helperdata/landlink': () => countyConfig({ search2 }),
    'GET search/codeLists': () => success({}),
    'POST search/searchByName': answer,
    'POST search/searchByTaxLien': () => documentAnswer(0),
  });
}

async function open(path: string, heading: string, user = signedInUser()) {
  const rendered = renderSearch(path, user);
  await screen.findByRole('heading', { name: heading });
  return rendered;
}

describe('the Match choice', () => {
  it("starts at the county's default, says what each mode does, and sends the choice made with the keyboard", async () => {
    const api = serve({ soundsLike: true, defaultMatchMode: 'soundsLike' });
    const { user } = await open('/search/searchByName', 'Search by Name');
    const group = matchGroup();
    expect(group).toBeTruthy();
    expect(radio('Sounds like').checked).toBe(true);
    expect(radio('Exact').checked).toBe(false);
    const help = document.getElementById(group?.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(help).toContain('the last name may be the start of a longer name');
    expect(help).toContain('(Smith, Smyth, Schmidt), nicknames (Bill for William), initials');
    expect(help).toContain('A Sounds like search is priced as one search.');

    await user.type(lastName(), 'Smyth');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('No Records Found.');
    expect(api.bodies('POST search/searchByName')[0]).toMatchObject({ lastName1: 'Smyth', matchMode: 'soundsLike' });

    // native radios: Space chooses the focused one (the arrows are the browser's, not jsdom's)
    radio('Exact').focus();
    await user.keyboard(' ');
    expect(radio('Exact').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByName')).toHaveLength(2));
    expect(api.bodies('POST search/searchByName')[1]).toMatchObject({ matchMode: 'exact' });
  });

  it('is not shown where the county does not offer Sounds like, and a kept Sounds like is not sent', async () => {
    const api = serve({ soundsLike: false, defaultMatchMode: 'exact' });
    writeStored('searchCriteria:searchByName', { lastName1: 'SMYTH', matchMode: 'soundsLike' });
    const { user } = await open('/search/searchByName', 'Search by Name');
    expect(matchGroup()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('No Records Found.');
    expect(api.bodies('POST search/searchByName')[0]).toMatchObject({ lastName1: 'SMYTH' });
    expect(api.bodies('POST search/searchByName')[0]).not.toHaveProperty('matchMode');
  });

  it('a history entry restores the mode it was searched with; Clear goes back to the default', async () => {
    serve({ soundsLike: true, defaultMatchMode: 'exact' });
    const history = [historyEntry('searchByName', { lastName1: 'SMYTH', matchMode: 'soundsLike' }, 'Name SMYTH')];
    const { user } = await open(
      '/search/searchByName/1',
      'Search by Name',
      signedInUser({ searchHistoryList: history }),
    );
    expect(lastName()).toHaveProperty('value', 'SMYTH');
    expect(radio('Sounds like').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(radio('Exact').checked).toBe(true);
  });

  it('the tax lien form offers it with the taxpayer method only, and sends no mode for another method', async () => {
    const api = serve({ soundsLike: true, defaultMatchMode: 'exact' });
    const { user } = await open('/search/searchByTaxLien', 'Search by Tax Lien');
    expect(matchGroup()).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Name or Business Name/ }), 'Acme Corp');
    await user.click(radio('Sounds like'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByTaxLien')).toHaveLength(1));
    expect(api.bodies('POST search/searchByTaxLien')[0]).toMatchObject({
      taxpayerName: 'Acme Corp',
      matchMode: 'soundsLike',
    });

    await user.click(radio('By Lien Number'));
    expect(matchGroup()).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Lien Number/ }), 'L-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByTaxLien')).toHaveLength(2));
    expect(api.bodies('POST search/searchByTaxLien')[1]).toMatchObject({ lienNumber: 'L-1', taxpayerName: '' });
    expect(api.bodies('POST search/searchByTaxLien')[1]).not.toHaveProperty('matchMode');
  });
});

describe('the Matched column', () => {
  const headers = () =>
    within(screen.getByRole('table', { name: 'Search Results' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
  const firstCells = () =>
    within(screen.getByRole('table', { name: 'Search Results' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

  async function searchSmith(rows: ReturnType<typeof documentRow>[]) {
    const api = serve({ soundsLike: true, defaultMatchMode: 'soundsLike' }, () =>
      documentAnswer(rows.length, 1, { searchResultList: rows, currentRecordCount: rows.length }),
    );
    const { user } = await open('/search/searchByName', 'Search by Name');
    await user.type(lastName(), 'Smith');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Search Results' }, { timeout: 10_000 });
    return { api, user };
  }

  it("says how each row of a Sounds like search matched, and sorting still says the table's order", async () => {
    const kinds = ['EXACT', 'BUSINESS_SUFFIX', 'NICKNAME', 'SOUNDS_LIKE'] as const;
    const { api, user } = await searchSmith(kinds.map((matchedAs, i) => ({ ...documentRow(i + 1), matchedAs })));
    expect(headers()[0]).toBe('Matched');
    expect(firstCells()).toEqual(['Exact', 'Business suffix', 'Nickname', 'Sounds like']);
    const table = screen.getByRole('table', { name: 'Search Results' });
    const sorted = within(table).getByRole('columnheader', { name: 'Instrument / Document Number' });
    expect(sorted.getAttribute('aria-sort')).toBe('ascending');
    await user.selectOptions(screen.getByLabelText('Sort By'), 'grantor');
    await vi.waitFor(() => expect(api.bodies('POST search/searchByName')).toHaveLength(2));
    expect(api.bodies('POST search/searchByName')[1]).toMatchObject({ sortKey: 'grantor', matchMode: 'soundsLike' });
  });

  it('is left out when the rows do not say how they matched (an Exact search)', async () => {
    await searchSmith([documentRow(1), documentRow(2)]);
    expect(headers()).not.toContain('Matched');
    expect(headers()[0]).toBe('Instrument / Document Number');
  });

  it('shows on the tax lien table too', () => {
    const lien = (n: number, matchedAs?: TaxLienResultRow['matchedAs']): TaxLienResultRow => ({
      ...documentRow(n),
      lienType: 'FEDERAL',
      lienDate: '2024-01-01',
      lienNumber: `L-${n}`,
      taxpayer: 'ACME CORPORATION',
      taxpayerCount: 1,
      firstRevision: '',
      revisionCount: 0,
      firstRelease: '',
      firstRevoke: '',
      releaseCount: 0,
      ...(matchedAs ? { matchedAs } : {}),
    });
    const t = i18n.t.bind(i18n);
    const table = (rows: TaxLienResultRow[]) => (
      <ResultTable
        caption="Search Results"
        columns={withMatchedColumn(t, taxLienColumns(t), rows)}
        rows={rows}
        rowId={(r) => r.docId}
        selectedId={null}
        onSelect={() => {}}
      />
    );
    const { rerender } = render(table([lien(1, 'EXACT'), lien(2, 'BUSINESS_SUFFIX')]));
    expect(headers()).toEqual([
      'Matched',
      'Instrument / Document Number',
      'Recorded / Lien Date',
      'Lien Number / Taxpayer',
      'Revision / Release',
    ]);
    expect(firstCells()).toEqual(['Exact', 'Business suffix']);
    rerender(table([lien(1)]));
    expect(headers()).not.toContain('Matched');
  });
});
