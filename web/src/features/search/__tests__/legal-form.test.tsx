import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.queryByLabelText(new RegExp(`^${label}( \\*)?$`));

async function openLegal(
  path = '/search/searchByLegalDescription',
  landlink: Record<string, unknown> = {},
  routes: Record<string, Route> = {},
) {
  const api = fakeApi({
    'GET helperdata/landlink': () => countyConfig({ landlink }),
    'GET search/codeLists': () => success({ documentTypes: [], instrumentGroups: [], otherLotCodes: [] }),
    ...routes,
  });
  const rendered = renderSearch(path);
  await screen.findByRole('radio', { name: 'Lots and Blocks' });
  return { api, ...rendered };
}

describe('legal description form', () => {
  it('switches between the lots-and-blocks and metes-and-bounds rows, following the county flags', async () => {
    const { user } = await openLegal('/search/searchByLegalDescription', { qqqq: true, municipality: true });
    expect(screen.getByRole('radio', { name: 'Lots and Blocks' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Contains' })).toHaveProperty('checked', true);
    for (const label of ['Plat', 'Lot', 'Block', 'Building', 'Unit', 'Garage']) expect(field(label)).toBeTruthy();
    expect(field('Sublot')).toBeNull();
    expect(field('Section')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Metes and Bounds' }));
    for (const label of ['Section', 'Township', 'Range', 'QQQQ', 'QQ', 'Q', 'Municipality'])
      expect(field(label)).toBeTruthy();
    for (const label of ['QQQ', 'Base', 'Meridian', 'Other Lot', 'Plat', 'Lot']) expect(field(label)).toBeNull();
    expect(screen.getByRole('group', { name: 'Grantor/Grantee (optional)' })).toBeTruthy();
  });

  it('checks only the active type: MB needs section, township and range; LB needs the plat', async () => {
    const { api, user } = await openLegal();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Required.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Metes and Bounds' }));
    await user.type(field('Section')!, '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Required.')).toHaveLength(2);
    const party = screen.getByRole('group', { name: 'Grantor/Grantee (optional)' });
    await user.type(within(party).getByLabelText('MI'), 'Q');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(party).getAllByText('Required if MI entered.')).toHaveLength(2);
    expect(api.bodies('POST search/searchByLegalDescription')).toEqual([]);
  });

  it('looks the plat name up on blur: one match fills it; several only say so', async () => {
    const plat = { code: 'LKV', description: 'LAKEVIEW ADDITION' };
    const { api, user } = await openLegal(
      '/search/searchByLegalDescription',
      {},
      {
        'POST search/platLookup': (body) =>
          (body as { platName: string }).platName === 'LAKE'
            ? success({ match: 'MANY', plat: null, plats: [plat, plat], message: 'More than 1 match found.' })
            : success({ match: 'ONE', plat, plats: [plat], message: '' }),
        'POST search/searchByLegalDescription': () => documentAnswer(2),
      },
    );
    await user.type(field('Plat')!, 'LAKE');
    await user.tab();
    expect(await screen.findByText('More than 1 match found.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(field('Plat')!, 'VIEW');
    await user.tab();
    expect(await screen.findByText('Selected plat: LAKEVIEW ADDITION (LKV)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByLegalDescription')).toHaveLength(1));
    expect(api.bodies('POST search/searchByLegalDescription')[0]).toMatchObject({ legalType: 'LB', plat: 'LKV' });
  });

  it('the tract book legal form marks the land fields required but checks only the dates', async () => {
    const { api, user } = await openLegal(
      '/search/searchByTractBookLegal',
      {},
      {
        'POST search/searchByTractBook': () => documentAnswer(0),
      },
    );
    expect(screen.getByRole('heading', { name: 'Search by Tract Book Legal' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No Records Found.')).toBeTruthy();
    expect(api.bodies('POST search/searchByTractBook')[0]).toMatchObject({ tractBookSearchType: 'LEGAL' });
  });
});
