// Spec 1 sections 2, 4, 5 and 8: Complete Registration stays 'Registration Incomplete' until its call succeeds and
// shows the server's message in place of the completion line when it fails; Password Reset checks the pair on the
// client and calls the server only when both are right, sending the password and the ticket and nothing else.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { apiGet } from '#src/lib/api.ts';
import { type Answer, failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { CompleteRegistrationPage } from '../complete-registration-page.tsx';
import { PasswordResetPage } from '../password-reset-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/CompleteRegistration/:ticket', Component: CompleteRegistrationPage },
      { path: '/passwordReset/:ticket', Component: PasswordResetPage },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, user: userEvent.setup() };
}

// each test its own ticket: the page makes the call once per ticket
const ticket = () => `t${Math.random().toString(36).slice(2)}${'0'.repeat(20)}`;

describe('complete registration', () => {
  it("stays 'Registration Incomplete' when the call fails, with the server's message in place of the completion line", async () => {
    const api = fakeApi({
      'POST auth/completeRegistration': () => failure(400, 'This link has expired. Please register again.'),
    });
    const t = ticket();
    const { router, user } = renderAt(`/CompleteRegistration/${t}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Incomplete' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This link has expired. Please register again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Registration Incomplete' })).toBeTruthy();
    expect(screen.queryByText('Completing your registration...')).toBeNull();
    expect(screen.queryByText('You may continue to log in.')).toBeNull();
    expect(screen.queryByText(/^Welcome,/)).toBeNull();
    expect(api.bodies('POST auth/completeRegistration')).toEqual([{ ticket: t }]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("becomes 'Registration Complete' with the welcome lines when the call succeeds", async () => {
    fakeApi({
      'POST auth/completeRegistration': () => success({ fullName: 'Robin Example', username: 'robin.example' }),
    });
    renderAt(`/CompleteRegistration/${ticket()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration Complete' })).toBeTruthy();
    expect(screen.getByText('Welcome, Robin Example')).toBeTruthy();
    expect(screen.getByText('Username: robin.example')).toBeTruthy();
    expect(screen.getByText('You may continue to log in.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('password reset', () => {
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
  const errorOf = (label: string) => {
    const id = field(label).getAttribute('aria-describedby') ?? '';
    return id
      .split(' ')
      .map((part) => document.getElementById(part)?.textContent ?? '')
      .join(' ');
  };

  it('shows the client check’s messages and calls nothing until both fields are right', async () => {
    const api = fakeApi({
      'POST auth/resetPassword': () => success(undefined, 'Password updated.  You may now log in.'),
    });
    const { user } = renderAt(`/passwordReset/${ticket()}`);
    const submit = screen.getByRole('button', { name: 'Update Password' });

    await user.click(submit);
    expect(errorOf('New Password')).toContain('Required.');
    expect(errorOf('Confirm Password')).toContain('Required.');

    await user.type(field('New Password'), 'short');
    await user.click(submit);
    expect(errorOf('New Password')).toContain('Password must be 8 to 64 characters.');

    await user.clear(field('New Password'));
    await user.type(field('New Password'), 'Garden#2026');
    await user.type(field('Confirm Password'), 'Garden#2027');
    await user.click(submit);
    expect(errorOf('Confirm Password')).toContain('Mismatched passwords.');
    expect(api.bodies('POST auth/resetPassword')).toHaveLength(0);
  });

  it('sends only the password and the ticket, and closing the success message goes to /login', async () => {
    let answer: Answer = success(undefined, 'Password updated.  You may now log in.');
    const api = fakeApi({ 'POST auth/resetPassword': () => answer });
    const t = ticket();
    const { router, user } = renderAt(`/passwordReset/${t}`);
    await user.type(field('New Password'), 'Garden#2026');
    await user.type(field('Confirm Password'), 'Garden#2026');

    answer = failure(400, 'This link has expired.');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(within(refused).getByText('This link has expired.')).toBeTruthy();
    await user.click(within(refused).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(router.state.location.pathname).toBe(`/passwordReset/${t}`);

    answer = success(undefined, 'Password updated.  You may now log in.');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    const done = await screen.findByRole('alertdialog', { name: 'Message' });
    expect(within(done).getByText('Password updated. You may now log in.')).toBeTruthy();
    expect(api.bodies('POST auth/resetPassword')).toEqual([
      { password: 'Garden#2026', ticket: t },
      { password: 'Garden#2026', ticket: t },
    ]);
    await user.click(within(done).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });
});
