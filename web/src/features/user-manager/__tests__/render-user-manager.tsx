// Renders the user manager as the app mounts it, with a fresh SWR cache and a memory router at `path`.
import type { Role } from '@portal/shared/auth/roles';
import type { UserDetails, UserListContent, UserRow } from '@portal/shared/users/types';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import '#src/i18n/index.ts';
import { type CurrentUser, setCurrentUser } from '#src/lib/current-user.ts';
import UserManagerArea from '../routes.tsx';

export function renderUserManager(path: string, role: Role = 'COUNTY') {
  setCurrentUser({
    userId: 'me',
    username: 'county.admin',
    role,
    accountId: 'a-own',
    language: 'ENGLISH',
  } as CurrentUser);
  const router = createMemoryRouter(
    [
      { path: '/userManager/*', Component: UserManagerArea },
      { path: '/home', element: <p>home page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, user: userEvent.setup() };
}

export const row = (n: number, over: Partial<UserRow> = {}): UserRow => ({
  id: `u${n}`,
  username: `user${n}`,
  name: `Pat Tester${n}`,
  accountId: 'a1',
  accountName: 'Northwoods Title Company',
  role: 'USER',
  status: 'A',
  ...over,
});

export const page = (users: UserRow[], total = users.length, pageNumber = 1): UserListContent => ({
  users,
  pageNumber,
  pageSize: 10,
  first: users.length ? (pageNumber - 1) * 10 + 1 : 0,
  last: (pageNumber - 1) * 10 + users.length,
  total,
});

export const details = (over: Partial<UserDetails> = {}): UserDetails => ({
  id: '0',
  username: '',
  role: 'USER',
  accountId: '',
  accountName: '',
  firstName: '',
  lastName: '',
  company: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  email: '',
  phone: '',
  status: 'A',
  password: '',
  passwordConfirm: '',
  allowedRoles: ['COUNTY', 'ACCOUNT', 'USER', 'GUEST'],
  allowedAccounts: [],
  accountChoices: 'ALL',
  ...over,
});
