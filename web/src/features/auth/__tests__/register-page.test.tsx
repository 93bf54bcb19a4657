import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { apiGet } from '#src/lib/api.ts';
import { failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { RegisterPage } from '../register-page.tsx';

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/register', Component: RegisterPage },
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: ['/register'] },
  );
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { router, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Username'), 'robin.example');
  await user.type(field('First Name'), 'Robin');
  await user.type(field('Last Name'), 'Example');
  await user.type(field('Address'), '12 Lake Road');
  await user.type(field('City'), 'Lakewood');
  await user.type(field('Zip'), '56401');
  await user.type(field('Email'), 'robin@example.com');
  await user.type(field('Phone'), '6125551234');
  await user.type(field('Password'), 'Garden#2026');
  await user.type(field('Confirm Password'), 'Garden#2026');
}

/** The start-up configuration of a county in the Northern Mariana Islands. */
const marianas = {
  'GET helperdata/landlink': () =>
    success({ namedContentResultList: [{ name: 'common', baseContent: { stateCode: 'MP' } }] }),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registration form', () => {
  it('shows the shared schema messages per field without calling the server, and clears them on edit', async () => {
    const { calls } = fakeApi({});
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf('Username')).toBe('Required.');
    expect(errorOf('First Name')).toBe('Required.');
    expect(errorOf('Phone')).toBe('Required.');
    expect(errorOf('Company')).toBeUndefined();
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('Username'), '_ab');
    expect(errorOf('First Name')).toBeUndefined();
    await user.type(field('Zip'), '5540');
    await user.type(field('Email'), 'nope');
    await user.type(field('Phone'), '612555');
    await user.type(field('Password'), 'garden2026');
    await user.type(field('Confirm Password'), 'garden2027');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf('Username')).toBe('Username must be 8 to 50 characters.');
    expect(errorOf('Zip')).toBe('Zip must be 5 digits.');
    expect(errorOf('Email')).toBe('Invalid email address.');
    expect(errorOf('Phone')).toBe('Phone must be (###) ###-####.');
    expect(errorOf('Password')).toBe('Must contain a letter, a digit and one of !@#$%^&');
    expect(field('Phone').value).toBe('(612) 555');
    expect(calls.filter((c) => c.key === 'POST auth/signUp')).toEqual([]);
  });

  it('reports mismatched passwords on the confirmation', async () => {
    fakeApi({});
    const { user } = renderRegister();
    await fillValid(user);
    await user.type(field('Confirm Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf('Confirm Password')).toBe('Mismatched passwords.');
  });

  it("defaults the state to the county's own, from the start-up configuration; the user may pick another", async () => {
    const { calls } = fakeApi({
      ...marianas,
      'POST auth/signUp': () => success(undefined, 'A link was e-mailed to you.'),
    });
    const { user } = renderRegister();
    const state = field('State') as unknown as HTMLSelectElement;
    await vi.waitFor(() => expect(state.value).toBe('MP'));
    expect(calls.some((c) => c.key === 'GET helperdata/landlink')).toBe(true);
    await user.selectOptions(state, 'GU');
    expect(state.value).toBe('GU');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('alertdialog');
    const sent = calls.find((c) => c.key === 'POST auth/signUp')?.body as Record<string, string> | undefined;
    expect(sent?.state).toBe('GU');
  });

  it('does not guess a state before the county configuration has loaded', async () => {
    fakeApi({});
    const { user } = renderRegister();
    expect((field('State') as unknown as HTMLSelectElement).value).toBe('');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(errorOf('State')).toBe('Required.');
  });

  it('shows the server message in an alert and its field error, and stays', async () => {
    const { calls } = fakeApi({
      ...marianas,
      'POST auth/signUp': () =>
        failure(400, 'That username is taken. Choose another.', { username: 'That username is taken.' }),
    });
    const { router, user } = renderRegister();
    await vi.waitFor(() => expect(field('State').value).toBe('MP'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('That username is taken. Choose another.')).toBeTruthy();
    expect(errorOf('Username')).toBe('That username is taken.');
    const sent = calls.find((c) => c.key === 'POST auth/signUp')?.body as Record<string, string>;
    expect(sent.phone).toBe('(612) 555-1234');
    expect(sent.state).toBe('MP');
    await user.click(within(alert).getAllByRole('button', { name: 'Close' })[0]!);
    expect(router.state.location.pathname).toBe('/register');
  });

  it('after success says a link was e-mailed, and closing returns to /login', async () => {
    fakeApi({
      ...marianas,
      'POST auth/signUp': () =>
        success(undefined, 'Thank you. A link to complete your registration was e-mailed to you.'),
    });
    const { router, user } = renderRegister();
    await vi.waitFor(() => expect(field('State').value).toBe('MP'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('e-mailed');
    await user.click(within(alert).getAllByRole('button', { name: 'Close' })[0]!);
    expect(router.state.location.pathname).toBe('/login');
  });
});
