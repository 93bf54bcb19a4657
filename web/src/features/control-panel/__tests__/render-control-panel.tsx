// Renders the control panel as the app mounts it, inside the signed-in shell (so the side navigation shows), with
// a fresh SWR cache and a memory router at `path`.
import type { AccountDetails, AccountListContent, AccountRow } from '@portal/shared/accounts/types';
import type { Role } from '@portal/shared/auth/roles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import '#src/i18n/index.ts';
import { Providers } from '#src/app/providers.tsx';
import { Shell } from '#src/app/shell/shell.tsx';
import { apiGet } from '#src/lib/api.ts';
import { type CurrentUser, setCurrentUser } from '#src/lib/current-user.ts';
import ControlPanelArea from '../routes.tsx';

export function renderControlPanel(path: string, role: Role = 'COUNTY') {
  setCurrentUser({
    userId: 'me',
    username: 'county.admin',
    role,
    accountId: 'staff',
    language: 'ENGLISH',
  } as CurrentUser);
  const router = createMemoryRouter(
    [
      { Component: Shell, children: [{ path: '/controlPanel/*', Component: ControlPanelArea }] },
      { path: '/home', element: <p>home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: (k: string) => apiGet(k), shouldRetryOnError: false }}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </SWRConfig>,
  );
  return { router, user: userEvent.setup() };
}

export const accountRow = (n: number, over: Partial<AccountRow> = {}): AccountRow => ({
  id: `a${n}`,
  name: `Account ${n}`,
  accountType: 'A_LA_CARTE',
  accountTypeDescription: 'A La Carte',
  paymentMethod: 'ESCROW',
  paymentMethodDescription: 'Escrow',
  monthlyFee: 2500,
  monthlyFeeDescription: '$25.00',
  status: 'A',
  userCount: 3,
  reloadAllowed: false,
  ...over,
});

export const accountPage = (accounts: AccountRow[], total = accounts.length): AccountListContent => ({
  accounts,
  pageNumber: 1,
  pageSize: 10,
  first: accounts.length ? 1 : 0,
  last: accounts.length,
  total,
});

export const accountDetails = (over: Partial<AccountDetails> = {}): AccountDetails => ({
  id: '0',
  name: '',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'ESCROW',
  status: 'A',
  flatFeeRateLevel: 0,
  monthlyFee: 0,
  imageChargeMethod: 'PAGE',
  certificateChargeMethod: 'DOCUMENT',
  address: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  email: '',
  landLinkAccount: '',
  postToLandLink: true,
  lastMonthlyRenewal: '',
  needsMonthlyRenewal: false,
  needsMonthlyRenewalJob: false,
  imageRetrieval: true,
  previewRetrieval: true,
  certificateRetrieval: true,
  certificatePreviewRetrieval: true,
  userReload: false,
  countyConfigFlatFee: {
    chargingImages: true,
    rates: [
      { level: 1, label: '200 document(s) for $50.00', offered: true },
      { level: 2, label: 'Unlimited documents for $90.00', offered: false },
    ],
  },
  countyAdminReload: true,
  usageBalance: 0,
  imagesRemaining: 0,
  userCount: 0,
  ...over,
});
