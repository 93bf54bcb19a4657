import type { AlertsPage, SubscriptionAnswer } from '@portal/shared/alerts/schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { apiGet } from '#src/lib/api.ts';
import { failure, fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { ConfirmPage } from '../confirm-page.tsx';
import { ManagePage } from '../manage-page.tsx';
import { SignUpPage } from '../sign-up-page.tsx';

const TOKEN = 'manage_token_0123456789';
const page: AlertsPage = {
  enabled: true,
  heading: 'Lakewood Property Alert',
  introText: 'Free e-mail when a document is recorded.\n\nWe never share your address.',
  countyPhone: '(218) 555-0100',
  maxWatches: 10,
};

function open(path: string, routes: Record<string, Route>) {
  const api = fakeApi({ 'GET alerts/page': () => success(page), ...routes });
  const router = createMemoryRouter(
    [
      { path: '/alerts', Component: SignUpPage },
      { path: '/alerts/confirm/:token', Component: ConfirmPage },
      { path: '/alerts/manage/:token', Component: ManagePage },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { api, router, user: userEvent.setup() };
}

const box = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const errorOf = (label: string) => {
  const id = box(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** Types by pasting (one input event): fast on a busy machine, and the form sees the whole value. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = box(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-up page', { timeout: 20_000 }, () => {
  it("shows the county's words and phone, checks the address first, then shows the server's answer", async () => {
    const { api, user } = open('/alerts', {
      'POST alerts/signUp': () => ({
        status: 202,
        body: { status: 'SUCCESS', content: { message: 'Check your mail.' } },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakewood Property Alert' })).toBeTruthy();
    expect(screen.getByText('We never share your address.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(218) 555-0100' }).getAttribute('href')).toBe('tel:2185550100');

    await fill(user, 'Email', 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign up for alerts' }));
    expect(errorOf('Email')).toBe('Enter a valid e-mail address.');
    expect(api.bodies('POST alerts/signUp')).toEqual([]);

    await fill(user, 'Email', 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up for alerts' }));
    expect(await screen.findByText('Check your mail.')).toBeTruthy();
    expect(api.bodies('POST alerts/signUp')).toEqual([{ email: 'owner@example.com' }]);
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  });

  it("shows a refusal's message and keeps the form", async () => {
    const { user } = open('/alerts', { 'POST alerts/signUp': () => failure(429, 'Too many sign-ups. Wait an hour.') });
    await screen.findByRole('textbox', { name: /^Email/ });
    await fill(user, 'Email', 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up for alerts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many sign-ups. Wait an hour.');
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
  });

  it('says so when the county does not offer alerts', async () => {
    fakeApi({});
    open('/alerts', { 'GET alerts/page': () => success({ ...page, enabled: false }) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Property fraud alerts are not offered by this county.',
    );
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  });
});

describe('confirm page', { timeout: 20_000 }, () => {
  it('confirms only on the button, then opens the manage page', async () => {
    const { api, router, user } = open('/alerts/confirm/confirm_token_0123456789', {
      'POST alerts/confirm': () => success({ manageToken: TOKEN }),
      'POST alerts/subscription': () =>
        success({ email: 'a@example.com', confirmed: true, watches: [], maxWatches: 10 }),
    });
    const button = await screen.findByRole('button', { name: 'Confirm my e-mail' });
    expect(api.bodies('POST alerts/confirm')).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Your property fraud alerts' })).toBeTruthy();
    expect(api.bodies('POST alerts/confirm')).toEqual([{ token: 'confirm_token_0123456789' }]);
    expect(router.state.location.pathname).toBe(`/alerts/manage/${TOKEN}`);
  });

  it("shows an expired link's message with a way to sign up again", async () => {
    const { user } = open('/alerts/confirm/confirm_token_0123456789', {
      'POST alerts/confirm': () => failure(410, 'This confirmation link has expired.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm my e-mail' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This confirmation link has expired.');
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/alerts');
  });
});

describe('manage page', { timeout: 20_000 }, () => {
  const subscription = (): SubscriptionAnswer => ({
    email: 'owner@example.com',
    confirmed: true,
    maxWatches: 10,
    watches: [
      { kind: 'NAME', lastName: 'Larson', firstName: 'Erik', watchId: 'w1', createdAt: '2026-11-20T15:00:00Z' },
    ],
  });

  it('lists the watches, adds one of the chosen kind, and shows a refusal beside the form', async () => {
    const current = subscription();
    let refuse = false;
    const { api, user } = open(`/alerts/manage/${TOKEN}`, {
      'POST alerts/subscription': () => success(current),
      'POST alerts/watches/add': (body) => {
        if (refuse) return failure(409, 'You already watch this.');
        const { watch } = body as { watch: { kind: 'PARCEL'; parcelId: string } };
        const added = { ...watch, watchId: 'w2', createdAt: '2026-11-21T15:00:00Z' };
        current.watches = [...current.watches, added];
        return { status: 201, body: { status: 'SUCCESS', content: { watch: added } } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Your watches (1 of 10)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Watching', 'Added', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'Name Larson, Erik' })).toBeTruthy();
    expect(screen.getByText('owner@example.com')).toBeTruthy();

    // Only the chosen kind's fields show.
    expect(screen.getByLabelText(/^Last name or business name/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Parcel ID' }));
    expect(screen.queryByLabelText(/^Last name/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add watch' }));
    expect(errorOf('Parcel ID')).toBe('Required.');
    expect(api.bodies('POST alerts/watches/add')).toEqual([]);

    await fill(user, 'Parcel ID', 'R100200');
    await user.click(screen.getByRole('button', { name: 'Add watch' }));
    expect(await screen.findByRole('table', { name: 'Your watches (2 of 10)' })).toBeTruthy();
    expect(api.bodies('POST alerts/watches/add')).toEqual([
      { token: TOKEN, watch: { kind: 'PARCEL', parcelId: 'R100200' } },
    ]);
    expect(box('Parcel ID').value).toBe('');

    refuse = true;
    await fill(user, 'Parcel ID', 'R100200');
    await user.click(screen.getByRole('button', { name: 'Add watch' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already watch this.');
  });

  it('removes a watch and unsubscribes only after Yes', async () => {
    const current = subscription();
    const { api, user } = open(`/alerts/manage/${TOKEN}`, {
      'POST alerts/subscription': () => success(current),
      'POST alerts/watches/remove': () => {
        current.watches = [];
        return success();
      },
      'POST alerts/unsubscribe': () => success(),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Name Larson, Erik' }));
    const ask = screen.getByRole('alertdialog');
    expect(within(ask).getByText('Stop watching Name Larson, Erik?')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(api.bodies('POST alerts/watches/remove')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Name Larson, Erik' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You have no watches yet.')).toBeTruthy();
    expect(api.bodies('POST alerts/watches/remove')).toEqual([{ token: TOKEN, watchId: 'w1' }]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe and delete my watches' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(api.bodies('POST alerts/unsubscribe')).toEqual([{ token: TOKEN }]);
  });

  it("shows a bad link's message", async () => {
    open(`/alerts/manage/${TOKEN}`, { 'POST alerts/subscription': () => failure(404, 'This link is not valid.') });
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid.');
  });
});
