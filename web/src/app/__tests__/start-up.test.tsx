// The app as main.tsx starts it (spec 1 sections 2, 7 and 8): /config.json names the base path the routes are
// served under and the provider link; start-up data, config and home failures are silent (the app still starts
// and shows no error); a 403 from a search sends the user to /login, remembering where they were.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countyConfig } from '#src/features/search/__tests__/fixtures.ts';
import { setUnauthorizedHandler } from '#src/lib/api.ts';
import { markSessionVerified } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { loadPublicConfig, type PublicConfig, publicConfig } from '#src/lib/public-config.ts';
import { type Answer, failure, fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';
import { startApp } from '../start-app.tsx';

const defaults: PublicConfig = {
  countyDirectory: '',
  routerBaseName: '/',
  serverUrl: '/api',
  cardPaymentPageUrl: '',
  cardPaymentScriptUrl: '',
};

let root: Root | undefined;
let container: HTMLElement | undefined;

/** Starts the app at `path` with fetch answering `routes` ('GET /config.json' is the start-up file). */
async function start(path: string, routes: Record<string, Route>) {
  window.history.replaceState(null, '', path);
  const api = fakeApi(routes);
  container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = await startApp(container!);
  });
  return { api, user: userEvent.setup() };
}

const configFile = (over: Partial<PublicConfig>): Answer => ({ body: { ...defaults, ...over } });

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
  // modules are shared between test files: the next file gets the default configuration and no login handler
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(defaults))),
  );
  await loadPublicConfig();
  setUnauthorizedHandler(() => {});
  markSessionVerified(false);
  resetStore();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the start-up configuration file', () => {
  it('names the base path the routes are served under, and the provider the login header links to', async () => {
    const { user } = await start('/portal/forgotUsername', {
      'GET /config.json': () =>
        configFile({
          routerBaseName: '/portal',
          cardPaymentPageUrl: 'https://test.authorize.net/payment/payment',
          providerName: 'Trimin Systems',
          providerUrl: 'https://provider.example/',
        }),
    });
    expect(publicConfig()).toEqual({
      countyDirectory: '',
      routerBaseName: '/portal',
      serverUrl: '/api',
      cardPaymentPageUrl: 'https://test.authorize.net/payment/payment',
      cardPaymentScriptUrl: '',
      providerName: 'Trimin Systems',
      providerUrl: 'https://provider.example/',
    });
    expect(await screen.findByRole('heading', { name: /^Forgot Username\?/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trimin Systems' }).getAttribute('href')).toBe('https://provider.example/');
    // links are written under the base path, and a navigation stays under it
    expect(screen.getByRole('link', { name: 'Land Record Portal' }).getAttribute('href')).toBe('/portal/login');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(window.location.pathname).toBe('/portal/login');
  });

  it('is only logged when it cannot be read: the app starts on the defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start('/login', { 'GET /config.json': () => failure(500, 'down') });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('config.json could not be loaded', expect.any(Error));
    expect(publicConfig().routerBaseName).toBe('/');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('silent failures', () => {
  it('start-up data that fails to load shows nothing: the login page works without it', async () => {
    const { api } = await start('/login', {
      'GET /config.json': () => configFile({}),
      'GET helperdata/landlink': () => failure(500, 'The start-up data failed.'),
      'GET helperdata/productVersions': () => failure(503, 'The versions failed.'),
      'GET auth/loginPage': () => failure(500, 'The login page data failed.'),
    });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    await vi.waitFor(() => expect(api.paths()).toContain('auth/loginPage'));
    await vi.waitFor(() => expect(api.paths()).toContain('helperdata/productVersions'));
    expect(screen.queryByText(/failed/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('a home page that fails to load shows the page without cards and without an error', async () => {
    const { api } = await start('/home', {
      'GET /config.json': () => configFile({}),
      'GET currentUser/profile': () => success(signedInUser()),
      'GET helperdata/landlink': () => countyConfig(),
      'GET home/all': () => failure(500, 'The home page failed.'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    await vi.waitFor(() => expect(api.paths()).toContain('home/all'));
    await vi.waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(screen.queryByText('The home page failed.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.pathname).toBe('/home');
  });
});

describe('the search area', () => {
  it("goes to /login on a 403 from a search, remembering the search form, and alerts the server's message", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { api, user } = await start('/search/searchByParcelId', {
      'GET /config.json': () => configFile({}),
      'GET currentUser/profile': () => success(signedInUser()),
      'GET helperdata/landlink': () => countyConfig(),
      'POST search/searchByParcelId': () => failure(403, 'Your account may not search by parcel ID.'),
      'GET auth/loginPage': () => success({ countyName: 'Lakewood County', appTitle: 'Land Record Portal' }),
    });
    const parcel = await screen.findByRole('textbox', { name: /^Parcel ID/ });
    await user.type(parcel, 'R100');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(api.bodies('POST search/searchByParcelId')).toHaveLength(1);
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state?.usr).toEqual({ from: '/search/searchByParcelId' });
    expect(alert).toHaveBeenCalledExactlyOnceWith('Your account may not search by parcel ID.');
    expect(within(document.body).queryByRole('textbox', { name: /^Parcel ID/ })).toBeNull();
  });
});
