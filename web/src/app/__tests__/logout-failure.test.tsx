// Spec 1 section 8: a failed logout shows 'Logout Failed.' and the user stays signed in where they were.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { apiGet } from '#src/lib/api.ts';
import { getCurrentUser, setCurrentUser } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import { Shell } from '../shell/shell.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

function renderShell(logout: () => ReturnType<typeof success>) {
  const api = fakeApi({ 'POST auth/logout': logout });
  setCurrentUser(signedInUser());
  const router = createMemoryRouter(
    [
      { Component: Shell, children: [{ path: '/home', element: <h1>Home page</h1> }] },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { api, router, user: userEvent.setup() };
}

it("asks first, and says 'Logout Failed.' when the call fails: the user stays signed in", async () => {
  const { api, router, user } = renderShell(() => failure(503, 'Service Unavailable'));
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Logout' });
  expect(within(ask).getByText('Are you sure you want to log out?')).toBeTruthy();
  await user.click(within(ask).getByRole('button', { name: 'Yes' }));
  const alert = await screen.findByRole('alertdialog', { name: /Warning|Message/ });
  expect(within(alert).getByText('Logout Failed.')).toBeTruthy();
  expect(api.paths()).toContain('auth/logout');
  expect(router.state.location.pathname).toBe('/home');
  expect(getCurrentUser()?.username).toBe('title.examiner');
  await user.click(within(alert).getAllByRole('button', { name: 'Close' }).at(-1)!);
  expect(screen.queryByText('Logout Failed.')).toBeNull();
});

it('goes to /login and forgets the user when the logout succeeds', async () => {
  const { router, user } = renderShell(() => success());
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Logout' })).getByRole('button', { name: 'Yes' }),
  );
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');
  expect(getCurrentUser()).toBeNull();
});
