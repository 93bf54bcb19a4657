// WCAG 2.4.2: the browser title names the screen ('<its heading> - <app title>'), in the open screens and in the
// signed-in shell, and follows the heading when the screen or its heading changes.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { Shell } from '#src/app/shell/shell.tsx';
import { apiGet } from '#src/lib/api.ts';
import { setCurrentUser } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import { PublicLayout } from '../public-layout.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
  document.title = '';
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/forgotUsername',
        element: (
          <PublicLayout>
            <h1>Forgot Username?</h1>
          </PublicLayout>
        ),
      },
      {
        Component: Shell,
        children: [
          { path: '/home', element: <h1>Home</h1> },
          { path: '/search', element: <h1>Search by Name</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

it("names an open screen by its heading and the county's app title", async () => {
  fakeApi({
    'GET auth/loginPage': () => success({ countyName: 'Lakewood County', appTitle: 'Lakewood Land Records' }),
  });
  renderAt('/forgotUsername');
  await vi.waitFor(() => expect(document.title).toBe('Forgot Username? - Lakewood Land Records'));
});

it('follows the signed-in screen and its heading', async () => {
  fakeApi({});
  setCurrentUser(signedInUser());
  const router = renderAt('/home');
  await screen.findByRole('heading', { name: 'Home' });
  expect(document.title).toBe('Home - Land Record Portal');
  await act(() => router.navigate('/search'));
  await vi.waitFor(() => expect(document.title).toBe('Search by Name - Land Record Portal'));
  act(() => {
    screen.getByRole('heading', { name: 'Search by Name' }).textContent = 'Search by Parcel ID';
  });
  await vi.waitFor(() => expect(document.title).toBe('Search by Parcel ID - Land Record Portal'));
});
