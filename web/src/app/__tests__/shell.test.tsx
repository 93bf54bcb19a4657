import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { SideNav } from '#src/components/side-nav.tsx';
import { apiGet } from '#src/lib/api.ts';
import { type CurrentUser, setCurrentUser } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { type Answer, fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import { Shell } from '../shell/shell.tsx';
import { isCurrent, navItems } from '../shell/top-nav.tsx';
import { balanceView } from '../shell/usage-balance.tsx';

const user = signedInUser({ searchList: [], certificateRetrieval: false });

function renderShell(area: React.ReactNode, routes: Record<string, Route> = {}, who: Partial<CurrentUser> = {}) {
  fakeApi(routes);
  setCurrentUser({ ...user, ...who });
  const router = createMemoryRouter([{ Component: Shell, children: [{ path: '/search', element: area }] }], {
    initialEntries: ['/search'],
  });
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

describe('signed-in shell', () => {
  it('puts an area’s <SideNav> content into the side column, which toggles open and closed', async () => {
    const ui = renderShell(
      <>
        <SideNav>
          <p>Search types</p>
        </SideNav>
        <h1>Search area</h1>
      </>,
    );
    const aside = screen.getByRole('complementary', { name: 'Side navigation' });
    expect(within(aside).getByText('Search types')).toBeTruthy();
    expect(aside.className).toContain('md:w-[250px]');
    await ui.click(screen.getByRole('button', { name: 'Close side navigation' }));
    expect(aside.className).toContain('md:w-10');
    expect(screen.getByRole('button', { name: 'Open side navigation' }).getAttribute('aria-expanded')).toBe('false');
    expect(sessionStorage.getItem('lrp:sideNavOpen')).toBe('false');
    await ui.click(screen.getByRole('button', { name: 'Open side navigation' }));
    expect(aside.className).toContain('md:w-[250px]');
  });

  it('hides the side column when the area supplies nothing, and shows the county lockout headline', async () => {
    renderShell(<h1>Search area</h1>, {
      'GET helperdata/landlink': () =>
        success({
          namedContentResultList: [
            { name: 'userLockout', baseContent: { lockoutInPlace: true, messageHeadline: 'Closed Friday' } },
            { name: 'efile', baseContent: { efile: false } },
          ],
        }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Closed Friday');
    expect(screen.getByRole('complementary', { name: 'Side navigation' }).className).toContain('hidden');
    expect(screen.getByText('Usage balance: $250.00')).toBeTruthy();
  });

  it('names a card payer’s balance for what it is: what is left of the card authorization', () => {
    renderShell(
      <h1>Search area</h1>,
      {},
      {
        paymentMethod: 'CREDIT_CARD',
        usageBalance: { kind: 'CENTS', cents: 4800, imagesRemaining: 0 },
      },
    );
    expect(screen.getByTestId('usage-balance').textContent).toBe('Card authorization: $48.00 left');
    expect(screen.queryByText(/Usage balance/)).toBeNull();
  });

  it('refreshes the balance, announces the new one in the live region, and says so when it cannot', async () => {
    let balance: Answer = success({ usageBalance: { kind: 'CENTS', cents: 1234, imagesRemaining: 0 } });
    const ui = renderShell(<h1>Search area</h1>, { 'POST currentUser/usageBalance': () => balance });
    await ui.click(screen.getByRole('button', { name: 'Refresh usage balance' }));
    await waitFor(() => expect(screen.getByTestId('usage-balance').textContent).toBe('Usage balance: $12.34'));
    // the one polite live region says the new balance (issue 21)
    const live = screen.getByTestId('live-region');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('Usage balance: $12.34');
    balance = { status: 500, body: {} };
    await ui.click(screen.getByRole('button', { name: 'Refresh usage balance' }));
    expect(await screen.findByText('Cannot refresh usage balance')).toBeTruthy();
  });
});

describe('top navigation and balance rules', () => {
  const labels = (role: CurrentUser['role'], efile: boolean | undefined) => navItems(role, efile).map((i) => i.label);
  it('follows role and the county e-file flag', () => {
    expect(labels('USER', false)).toEqual(['Home', 'Search']);
    expect(labels('USER', true)).toEqual(['Home', 'E-File']);
    expect(labels('ACCOUNT', true)).toEqual(['Home', 'E-File', 'Reports', 'User Manager', 'API Keys', 'Feed']);
    expect(labels('COUNTY', true)).toEqual([
      'Home',
      'E-File',
      'Search',
      'Reports',
      'User Manager',
      'API Keys',
      'Feed',
      'Control Panel',
    ]);
    expect(labels('TRIMIN', false)).toEqual([
      'Home',
      'Search',
      'Reports',
      'User Manager',
      'API Keys',
      'Feed',
      'Control Panel',
    ]);
    expect(labels('GUEST', undefined)).toEqual(['Home']);
  });

  it('marks Search current on its pages and on a deep link under /externalsearch, and nothing else', () => {
    const search = navItems('USER', false).find((i) => i.label === 'Search')!;
    expect(isCurrent(search, '/search/SearchResults')).toBe(true);
    expect(isCurrent(search, '/externalsearch/documentnumber/1950000001')).toBe(true);
    expect(isCurrent(search, '/searchHelp')).toBe(false);
    expect(isCurrent(navItems('USER', false)[0]!, '/search')).toBe(false);
  });

  it('shows the balance parts by role, account type and payment method', () => {
    const view = (u: Partial<CurrentUser>, reload = true) => balanceView({ ...user, ...u }, reload);
    expect(view({ role: 'COUNTY' }).show).toBe(false);
    expect(view({ role: 'GUEST' }).show).toBe(false);
    expect(view({ paymentMethod: 'ESCROW' })).toEqual({
      show: true,
      refresh: true,
      addMoney: false,
      purchaseImages: false,
    });
    expect(view({ role: 'ACCOUNT' })).toEqual({ show: true, refresh: true, addMoney: true, purchaseImages: false });
    expect(view({ role: 'ACCOUNT' }, false).addMoney).toBe(false);
    expect(view({ paymentMethod: 'INVOICE' })).toEqual({
      show: true,
      refresh: false,
      addMoney: false,
      purchaseImages: false,
    });
    expect(view({ paymentMethod: 'CREDIT_CARD' }).refresh).toBe(false);
    expect(view({ accountType: 'FLAT_FEE' })).toEqual({
      show: true,
      refresh: true,
      addMoney: false,
      purchaseImages: false,
    });
    expect(view({ accountType: 'FLAT_FEE', role: 'ACCOUNT' })).toEqual({
      show: true,
      refresh: true,
      addMoney: true,
      purchaseImages: true,
    });
  });
});
