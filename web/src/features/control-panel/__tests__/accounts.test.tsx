import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, success } from '#src/testing/fake-api.ts';
import { accountDetails, accountPage, accountRow, renderControlPanel } from './render-control-panel.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('account control panel', () => {
  it('shows the navigation groups (Technical for TRIMIN only) and opens a configuration page', async () => {
    fakeApi({ 'POST controlPanel/accounts': () => success(accountPage([])) });
    const { user } = renderControlPanel('/controlPanel/accounts');
    const nav = await screen.findByRole('navigation', { name: 'Control Panel' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Fee Structure', 'Account Admin', 'E-file', 'User Admin', 'Web Pages']);
    await user.click(within(nav).getByRole('link', { name: 'Escrow' }));
    expect(await screen.findByRole('heading', { name: 'Escrow', level: 1 })).toBeTruthy();
    cleanup();
    fakeApi({ 'POST controlPanel/accounts': () => success(accountPage([])) });
    renderControlPanel('/controlPanel/accounts', 'TRIMIN');
    const trimin = await screen.findByRole('navigation', { name: 'Control Panel' });
    expect(within(trimin).getByRole('heading', { name: 'Technical' })).toBeTruthy();
  }, 20_000);

  it('lists accounts with their More menu and asks before deactivating or deleting', async () => {
    const api = fakeApi({
      'POST controlPanel/accounts': () =>
        success(accountPage([accountRow(1), accountRow(2, { accountType: 'FLAT_FEE', reloadAllowed: true })])),
      'POST controlPanel/accountChangeStatusList': () =>
        success(accountPage([accountRow(1, { status: 'I' })]), 'Account Account 1 and its users were deactivated.'),
      'POST controlPanel/accountDelete': () =>
        success(accountPage([]), 'Account Account 1 and its 3 user(s) were deleted.'),
    });
    const { user } = renderControlPanel('/controlPanel/accounts');
    await screen.findByText('Account 1');
    expect(
      screen
        .getAllByRole('columnheader')
        .slice(0, 4)
        .map((h) => h.textContent),
    ).toEqual(['Account', 'Type', 'Payment Method', 'Monthly Fee ($)']);
    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    await user.click(within(rowOf('Account 1')).getByRole('button', { name: 'More: Account 1' }));
    expect(
      within(rowOf('Account 1'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Access', 'Users(3)']);
    await user.click(within(rowOf('Account 2')).getByRole('button', { name: 'More: Account 2' }));
    expect(
      within(rowOf('Account 2'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Access', 'Reload', 'Users(3)']);
    expect(within(rowOf('Account 2')).getByRole('link', { name: 'Reload' }).getAttribute('href')).toBe(
      '/controlPanel/accountReload/a2/Account%202',
    );

    await user.click(within(rowOf('Account 1')).getByRole('button', { name: 'Deactivate' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Confirm' });
    expect(within(ask).getByText('Deactivate Account Account 1 and users?')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Account Account 1 and its users were deactivated.')).toBeTruthy();
    expect(api.bodies('POST controlPanel/accountChangeStatusList')[0]).toMatchObject({ accountId: 'a1' });
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Message' }))
        .getAllByRole('button', { name: 'Close' })
        .at(-1)!,
    );
    await user.click(within(rowOf('Account 1')).getByRole('button', { name: 'Delete' }));
    const del = await screen.findByRole('alertdialog', { name: 'Confirm' });
    expect(within(del).getByText('Delete account Account 1 and users?')).toBeTruthy();
    await user.click(within(del).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Account Account 1 and its 3 user(s) were deleted.')).toBeTruthy();
  }, 20_000);

  it('applies the form dependencies and the LandLink rule, and saves a new account', async () => {
    const api = fakeApi({
      'GET controlPanel/account/0': () => success(accountDetails()),
      'POST controlPanel/account': () => success({ ...accountPage([]), id: 'a9' }, 'Account Hale was created.'),
      'POST controlPanel/accounts': () => success(accountPage([])),
    });
    const { user, router } = renderControlPanel('/controlPanel/accounts/0');
    await screen.findByRole('heading', { name: 'New Account' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Required.')).toHaveLength(2);
    const method = screen.getByRole('combobox', { name: 'Payment Method' });
    const post = screen.getByRole('checkbox', { name: 'Post to LandLink' }) as HTMLInputElement;
    await user.selectOptions(method, 'CREDIT_CARD');
    expect(post.disabled).toBe(false);
    await user.click(post);
    expect(post.checked).toBe(false);
    await user.selectOptions(method, 'ESCROW');
    expect(post.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Image Retrieval' }));
    expect((screen.getByRole('checkbox', { name: 'Preview Retrieval' }) as HTMLInputElement).disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account Type' }), 'FLAT_FEE');
    expect(
      within(method)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['ESCROW']);
    expect(
      within(screen.getByRole('combobox', { name: 'Flat Fee Rate Level' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Free', '1: 200 document(s) for $50.00']);
    await user.type(screen.getByRole('textbox', { name: 'Account Name' }), 'Hale');
    await user.type(screen.getByRole('textbox', { name: 'LandLink Account' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Numeric Account Number')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'LandLink Account' }));
    await user.type(screen.getByRole('textbox', { name: 'LandLink Account' }), '123');
    await user.clear(screen.getByRole('spinbutton', { name: 'Monthly Fee ($)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Monthly Fee ($)' }), '25.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account Hale was created.')).toBeTruthy();
    expect(api.bodies('POST controlPanel/account')[0]).toMatchObject({
      id: '0',
      name: 'Hale',
      accountType: 'FLAT_FEE',
      paymentMethod: 'ESCROW',
      postToLandLink: true,
      landLinkAccount: '123',
      monthlyFee: 2550,
      imageRetrieval: false,
    });
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Message' }))
        .getAllByRole('button', { name: 'Close' })
        .at(-1)!,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/controlPanel/accounts'));
  }, 30_000);

  it('shows Run Monthly Renewal only when the account needs it, and refreshes from its answer', async () => {
    fakeApi({
      'GET controlPanel/account/a1': () =>
        success(accountDetails({ id: 'a1', name: 'Hale', landLinkAccount: '1', needsMonthlyRenewal: true })),
      'POST controlPanel/runMonthlyRenewal': () =>
        success(
          accountDetails({ id: 'a1', name: 'Hale', landLinkAccount: '1', lastMonthlyRenewal: '2026-11-01' }),
          'The monthly renewal of Hale was run.',
        ),
    });
    const { user } = renderControlPanel('/controlPanel/accounts/a1');
    await user.click(await screen.findByRole('button', { name: 'Run Monthly Renewal' }));
    expect(await screen.findByText('The monthly renewal of Hale was run.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run Monthly Renewal' })).toBeNull();
    expect(screen.getByText(/2026-11-01/)).toBeTruthy();
  }, 20_000);

  it('sends an account administrator home', async () => {
    fakeApi({});
    renderControlPanel('/controlPanel/accounts', 'ACCOUNT');
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
