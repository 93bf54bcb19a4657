// Renders the search area as the app mounts it: inside the signed-in shell (so the side navigation shows), within
// the app's providers (the image download flow among them), with a fresh SWR cache and a memory router at `path`.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import '#src/i18n/index.ts';
import { Providers } from '#src/app/providers.tsx';
import { Shell } from '#src/app/shell/shell.tsx';
import { type CurrentUser, setCurrentUser } from '#src/lib/current-user.ts';
import SearchArea, { ExternalSearch } from '../routes.tsx';
import { signedInUser } from './fixtures.ts';

export function renderSearch(path: string, user: CurrentUser = signedInUser()) {
  setCurrentUser(user);
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        children: [
          { path: '/search/*', Component: SearchArea },
          { path: '/externalsearch/*', Component: ExternalSearch },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </SWRConfig>,
  );
  return { router, user: userEvent.setup() };
}
