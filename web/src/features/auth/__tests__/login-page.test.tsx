import type { LoginPageContent } from '@portal/shared/auth/login-page';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '#src/i18n/index.ts';
import { apiGet } from '#src/lib/api.ts';
import { getCurrentUser } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { type Answer, failure, fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { LoginPage } from '../login-page.tsx';
import { SLIDE_INTERVAL_MS, SlideCarousel } from '../slide-carousel.tsx';

const info: LoginPageContent = {
  countyName: 'Lakewood County, Minnesota',
  appTitle: 'Land Record Portal',
  forgotPasswordLink: true,
  forgotUsernameLink: false,
  selfRegistration: true,
  languages: false,
  offeredLanguages: ['ENGLISH'],
  lockoutInPlace: true,
  messageLogin: 'Down for maintenance until 6 PM.',
  showLatestNews: false,
  showLinks: false,
};

function renderLogin(login: Route, from?: string, page: LoginPageContent = info) {
  const api = fakeApi({ 'POST auth/login': login, 'GET auth/loginPage': () => success(page) });
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/home', element: <p>home page</p> },
      { path: '/reports', element: <p>reports page</p> },
    ],
    { initialEntries: [{ pathname: '/login', state: from ? { from } : null }] },
  );
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { api, router, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login screen', () => {
  it('shows the county lockout message and only the links the county offers', async () => {
    renderLogin(() => success());
    expect(await screen.findByText('Down for maintenance until 6 PM.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New User?' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Forgot Username?' })).toBeNull();
    expect(screen.queryByLabelText('Language')).toBeNull();
  });

  it("shows 'Logging in...' while the call runs, ignores another submit, and returns to the remembered page", async () => {
    let answer: (a: Answer) => void = () => {};
    const { api, router, user } = renderLogin(() => new Promise((resolve) => (answer = resolve)), '/reports');
    await user.type(screen.getByLabelText(/^Username/), 'account.admin');
    await user.type(screen.getByLabelText(/^Password/), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Logging in...')).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    // the form's schema is loaded on the first Log In, so the call starts a moment after the click
    await expect.poll(() => api.calls.filter((c) => c.key === 'POST auth/login'), { timeout: 10_000 }).toHaveLength(1);
    await act(async () => answer(success({ username: 'account.admin', role: 'ACCOUNT' })));
    expect(api.calls.filter((c) => c.key === 'POST auth/login')).toHaveLength(1);
    expect(await screen.findByText('reports page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reports');
    expect(getCurrentUser()?.username).toBe('account.admin');
  });

  it('shows the server message in red, and an edit clears it', async () => {
    const { user } = renderLogin(() => failure(401, 'Invalid username or password.'));
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('Required.', {}, { timeout: 10_000 })).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Username/), 'someone1');
    await user.type(screen.getByLabelText(/^Password/), 'wrong#2026');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const alert = await screen.findByText('Invalid username or password.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.className).toContain('text-red-700');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByText('Invalid username or password.')).toBeNull();
  });

  it('lists only the languages the county offers and switches the page at once', async () => {
    const page = { ...info, languages: true, offeredLanguages: ['ENGLISH', 'SPANISH'] } as LoginPageContent;
    const { user } = renderLogin(() => success(), undefined, page);
    const select = await screen.findByLabelText('Language');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['English', 'Spanish']);
    await user.selectOptions(select, 'SPANISH');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    await act(() => switchLanguage('ENGLISH'));
  });
});

describe('slide carousel', () => {
  it('shows one static slide without controls', () => {
    render(<SlideCarousel count={1} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/auth/loginPageSlide/1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('advances every 30000 ms with two or more slides and offers controls', async () => {
    vi.useFakeTimers();
    render(<SlideCarousel count={3} />);
    const src = () => screen.getByRole('img').getAttribute('src');
    expect(src()).toBe('/api/auth/loginPageSlide/1');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(src()).toBe('/api/auth/loginPageSlide/2');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(src()).toBe('/api/auth/loginPageSlide/1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(src()).toBe('/api/auth/loginPageSlide/3');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(src()).toBe('/api/auth/loginPageSlide/2');
    expect(SLIDE_INTERVAL_MS).toBe(30_000);
  });
});
