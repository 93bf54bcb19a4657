import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { failure, fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { outsideLiveRegion } from '#src/testing/outside-live-region.ts';
import { countyConfig, documentAnswer, documentDetails, documentRow, signedInUser } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const pager = () => screen.getByRole('navigation', { name: 'Pages' });
// The page's own 'Displaying Results' line, not the live region's.
const displaying = (text: string) => screen.getByText(text, outsideLiveRegion);
const displayed = (text: string) => screen.findByText(text, outsideLiveRegion);
const rows = () =>
  within(screen.getByRole('table', { name: 'Search Results' }))
    .getAllByRole('row')
    .slice(1);

/** Searches by name for HALE and lands on the results of `total` documents. */
async function searchHale(total: number, routes: Record<string, Route> = {}, user = signedInUser()) {
  const api = fakeApi({
    'GET helperdata/landlink': () => countyConfig({ search2: { tax: true, map: true } }),
    'POST search/searchByName': (body) =>
      documentAnswer(total, Number((body as { pageNumber?: number }).pageNumber ?? 1)),
    ...routes,
  });
  const rendered = renderSearch('/search/searchByName', user);
  const names = await screen.findByRole('group', { name: 'First Name Set' });
  const last = within(names).getByRole('textbox', { name: /^Last Name/ });
  await rendered.user.type(last, 'Hale');
  await rendered.user.click(screen.getByRole('button', { name: 'Submit' }));
  // a generous wait: on a busy machine the search and the results screen take more than findBy's default second
  await screen.findByRole('heading', { name: 'Search Results' }, { timeout: 10_000 });
  return { api, ...rendered };
}

describe('document results', () => {
  it('shows 10 rows a page with the count, and pages and sorts through the server', async () => {
    const { api, user, router } = await searchHale(23);
    expect(router.state.location.pathname).toBe('/search/SearchResults');
    expect(displaying('Displaying Results: 1-10 of 23')).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText('Click on a record to view details and images')).toBeTruthy();
    expect(screen.queryByText('Results truncated. If needed, narrow criteria and search again.')).toBeNull();

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await displayed('Displaying Results: 11-20 of 23')).toBeTruthy();
    const paged = api.bodies('POST search/searchByName')[1];
    expect(paged).toMatchObject({ lastName1: 'Hale', pageNumber: 2, sortKey: 'docNumber', sortDirection: 'ASC' });

    await user.selectOptions(screen.getByLabelText('Sort By'), 'recordedDate');
    await vi.waitFor(() => expect(api.bodies('POST search/searchByName')).toHaveLength(3));
    expect(api.bodies('POST search/searchByName')[2]).toMatchObject({
      pageNumber: 1,
      sortKey: 'recordedDate',
      sortDirection: 'ASC',
    });
    expect(await displayed('Displaying Results: 1-10 of 23')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ASC' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByName')).toHaveLength(4));
    expect(api.bodies('POST search/searchByName')[3]).toMatchObject({ pageNumber: 1, sortDirection: 'DESC' });
  });

  it('shows the truncation badge at 1000 results', async () => {
    await searchHale(1000);
    expect(screen.getByText('Results truncated. If needed, narrow criteria and search again.')).toBeTruthy();
    expect(displaying('Displaying Results: 1-10 of 1000')).toBeTruthy();
    expect(within(pager()).getByRole('button', { name: '+10' })).toBeTruthy();
  });

  it('asks to select a document first, then a row (click or Enter) loads the document pane', async () => {
    const first = documentRow(1);
    const { api, user } = await searchHale(23, {
      'POST search/documentDetails': (body) => {
        const { docId } = body as { docId: string };
        return docId === first.docId
          ? success({
              paymentNeeded: false,
              paymentNeededAgain: false,
              usageBalance: null,
              details: documentDetails(first),
            })
          : failure(404, 'Document not found.');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Image' }));
    expect(screen.getByText('Select a document.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tax' }));
    expect(screen.getByText('Select a document.')).toBeTruthy();

    rows()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(rows()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Select a document.')).toBeNull();
    const pane = await screen.findByRole('region', { name: 'WARRANTY DEED' });
    expect(api.bodies('POST search/documentDetails')).toEqual([
      { docId: first.docId, description: first.displayDocNumber },
    ]);
    expect(within(pane).getByText('Verified')).toBeTruthy();
    expect(within(pane).getByText('$185,000.00')).toBeTruthy();
    expect(within(pane).getByText('03/01/2024 9:05 AM')).toBeTruthy();
    // grantors/grantees 3 a page
    const parties = within(pane).getByRole('region', { name: 'Grantors/Grantees' });
    expect(within(parties).getByText('1-3 of 4')).toBeTruthy();
    expect(within(parties).queryByText('OLSEN, PER')).toBeNull();
    await user.click(within(parties).getByRole('button', { name: 'Next' }));
    expect(within(parties).getByText('OLSEN, PER')).toBeTruthy();

    await user.click(rows()[1]!);
    expect(await screen.findByText('Document not found.')).toBeTruthy();
  });

  it('a grantor name in the pane starts a name search over the default dates', async () => {
    const first = documentRow(1);
    const { api, user } = await searchHale(23, {
      'POST search/documentDetails': () =>
        success({
          paymentNeeded: false,
          paymentNeededAgain: false,
          usageBalance: null,
          details: documentDetails(first),
        }),
    });
    await user.click(rows()[0]!);
    const pane = await screen.findByRole('region', { name: 'WARRANTY DEED' });
    await user.click(within(pane).getByRole('button', { name: 'LINDQVIST, DANA' }));
    await vi.waitFor(() => expect(api.bodies('POST search/searchByName')).toHaveLength(2));
    expect(api.bodies('POST search/searchByName')[1]).toMatchObject({
      lastName1: 'LINDQVIST',
      firstName1: 'DANA',
      middleInitial1: 'M',
      grantorGranteeSearchIn: 'both',
      fromRecordedDate: '01/01/1900',
    });
  });

  it('Tax opens the parcel links; no parcels close it with the server message', async () => {
    const { user } = await searchHale(23, {
      'POST search/documentDetails': () =>
        success({ paymentNeeded: false, paymentNeededAgain: false, usageBalance: null, details: null }),
      'POST tax/getLinks': () =>
        success({
          parcelIds: ['R12345'],
          parcelIdLinks: ['https://tax.example/R12345'],
          header: 'Links To Tax System',
        }),
      'POST gis/getLinks': () =>
        failure(404, 'This document has no parcel IDs, so there is nothing to link to. Choose another document.'),
    });
    await user.click(rows()[0]!);
    await user.click(screen.getByRole('button', { name: 'Tax' }));
    const links = await screen.findByRole('dialog', { name: 'Links To Tax System' });
    expect(
      within(links)
        .getByRole('link', { name: /R12345/ })
        .getAttribute('href'),
    ).toBe('https://tax.example/R12345');
    await user.click(within(links).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'GIS' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(/has no parcel IDs/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Links to GIS System' })).toBeNull();
  });

  it('a payment answer shows no details and does not break the screen', async () => {
    const { user } = await searchHale(23, {
      'POST search/documentDetails': () =>
        success({ paymentNeeded: true, paymentNeededAgain: false, usageBalance: null, details: null }),
    });
    await user.click(rows()[0]!);
    expect(await screen.findByText('No details to show.')).toBeTruthy();
  });

  it('Image opens the image download flow for the chosen document; without imageRetrieval there is no Image', async () => {
    const { api, user } = await searchHale(23, {
      'POST search/documentDetails': () =>
        success({ paymentNeeded: false, paymentNeededAgain: false, usageBalance: null, details: null }),
      'POST imaging/getThumbnails': () => failure(404, 'This document does not have any images on file.'),
    });
    await user.click(rows()[0]!);
    await user.click(screen.getByRole('button', { name: 'Image' }));
    await vi.waitFor(() =>
      expect(api.bodies('POST imaging/getThumbnails')[0]).toMatchObject({
        documentType: 'A',
        documentNumber: '2024001',
      }),
    );
    cleanup();
    resetStore();
    await searchHale(23, {}, signedInUser({ imageRetrieval: false }));
    expect(screen.queryByRole('button', { name: 'Image' })).toBeNull();
  });
});

describe('legal description details', () => {
  it('Details opens the pop-up with the tables that have rows', async () => {
    const first = documentRow(1);
    const { api, user } = await searchHale(3, {
      'POST search/documentDetails': () =>
        success({
          paymentNeeded: false,
          paymentNeededAgain: false,
          usageBalance: null,
          details: documentDetails(first),
        }),
      'POST search/legalDescriptionDetails': () =>
        success({
          metesAndBoundsHeaders: ['Section', 'Township', 'Range'],
          metesAndBoundsRows: { legalDescriptionTypeDetails: [] },
          lotsAndBlocksHeaders: ['Plat', 'Block', 'Lot'],
          lotsAndBlocksRows: { legalDescriptionTypeDetails: [['LAKEVIEW', '2', '1']] },
          condoHeaders: ['Plat', 'Unit'],
          condoRows: { legalDescriptionTypeDetails: [] },
        }),
    });
    await user.click(rows()[0]!);
    const pane = await screen.findByRole('region', { name: 'WARRANTY DEED' });
    await user.click(within(pane).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Legal Description Details' });
    expect(await within(dialog).findByRole('heading', { name: 'Lots and Blocks' })).toBeTruthy();
    expect(within(dialog).queryByRole('heading', { name: 'Metes and Bounds' })).toBeNull();
    expect(within(dialog).getByRole('cell', { name: 'LAKEVIEW' })).toBeTruthy();
    expect(api.bodies('POST search/legalDescriptionDetails')).toEqual([{ id: first.docId }]);
  });
});

describe('keyboard focus', () => {
  it('moves focus to the results heading when results arrive, leaves it where the user put it when paging; the skip link leads back', async () => {
    const { user } = await searchHale(23);
    const heading = screen.getByRole('heading', { name: 'Search Results', level: 1 });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    const next = within(pager()).getByRole('button', { name: 'Next' });
    await user.click(next);
    expect(await displayed('Displaying Results: 11-20 of 23')).toBeTruthy();
    expect(document.activeElement).not.toBe(heading);
    // the side menu's skip link leads back to them
    await user.click(screen.getByRole('link', { name: 'Skip to results' }));
    expect(document.activeElement).toBe(heading);
  });
});

describe('tract index data', () => {
  it('shows the matched tract in the References / Legals column and the tracts in the pane, matched first', async () => {
    const matched = { island: 'TINIAN', village: 'SAN JOSE', parcelId: 'T001' };
    const row = { ...documentRow(1), firstLegal: '', legalCount: 0, tract: matched };
    const { user } = await searchHale(1, {
      'POST search/searchByName': () => documentAnswer(1, 1, { searchResultList: [row] }),
      'POST search/documentDetails': () =>
        success({
          paymentNeeded: false,
          paymentNeededAgain: false,
          usageBalance: null,
          details: {
            ...documentDetails(row),
            legalSearchResults: [],
            tractSearchResults: [{ island: 'SAIPAN', village: 'SAN VICENTE', parcelId: 'E002' }, matched],
          },
        }),
    });
    expect(within(rows()[0]!).getByText('Tract T001, SAN JOSE, TINIAN')).toBeTruthy();
    await user.click(rows()[0]!);
    const pane = await screen.findByRole('region', { name: 'WARRANTY DEED' });
    const tracts = within(pane).getByRole('region', { name: 'Tracts' });
    const cells = within(tracts)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells.slice(1)).toEqual([
      ['TINIAN', 'SAN JOSE', 'T001Matched'],
      ['SAIPAN', 'SAN VICENTE', 'E002'],
    ]);
    expect(
      within(tracts)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Island', 'Village', 'Tract']);
  });
});
