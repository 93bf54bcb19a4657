// Spec 2 section 8: a search started from a detail pane that the server answers with ERROR shows its message in an
// alert and leaves the results and the pane as they were (a pane whose details fail to load says why in the pane:
// results.test.tsx).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { failure, fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer, documentDetails, documentRow } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Search Results' }))
    .getAllByRole('row')
    .slice(1);

/** Name search for HALE (12 documents), answered by `name` from the second call on. */
async function resultsOfHale(routes: Record<string, Route>) {
  let calls = 0;
  const own = routes['POST search/searchByName'];
  const api = fakeApi({
    'GET helperdata/landlink': () => countyConfig(),
    ...routes,
    'POST search/searchByName': (body) => (++calls === 1 || !own ? documentAnswer(12, 1) : own(body)),
  });
  const rendered = renderSearch('/search/searchByName');
  const names = await screen.findByRole('group', { name: 'First Name Set' });
  await rendered.user.type(within(names).getByRole('textbox', { name: /^Last Name/ }), 'Hale');
  await rendered.user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByRole('heading', { name: 'Search Results' });
  return { api, ...rendered };
}

const details = (n: number) =>
  success({
    paymentNeeded: false,
    paymentNeededAgain: false,
    usageBalance: null,
    details: documentDetails(documentRow(n)),
  });

it("shows the server's message in an alert when a pane's link search fails, and keeps the results and pane", async () => {
  const { api, user, router } = await resultsOfHale({
    'POST search/documentDetails': () => details(1),
    'POST search/searchByName': () => failure(503, 'The name index is being rebuilt. Try again in a minute.'),
    'POST search/searchByDocumentNumber': () => failure(409, 'That document is sealed by court order.'),
  });
  await user.click(rows()[0]!);
  const pane = await screen.findByRole('region', { name: 'WARRANTY DEED' });
  const closeAlertSaying = async (text: string) => {
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(text)).toBeTruthy();
    await user.click(within(alert).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  };

  await user.click(within(pane).getByRole('button', { name: 'LINDQVIST, DANA' }));
  await closeAlertSaying('The name index is being rebuilt. Try again in a minute.');
  expect(api.bodies('POST search/searchByName')).toHaveLength(2);

  await user.click(within(pane).getByRole('button', { name: /2019000123/ }));
  await closeAlertSaying('That document is sealed by court order.');
  expect(api.bodies('POST search/searchByDocumentNumber')).toEqual([
    { documentType: 'A', fromDocumentNumber: '2019000123', toDocumentNumber: '' },
  ]);

  expect(router.state.location.pathname).toBe('/search/SearchResults');
  expect(rows()).toHaveLength(10);
  expect(screen.getByRole('region', { name: 'WARRANTY DEED' })).toBeTruthy();
});
