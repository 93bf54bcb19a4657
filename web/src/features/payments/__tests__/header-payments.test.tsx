// The header's add-money (escrow deposit by card) and purchase-images (flat-fee add-on) flows (spec 1 Header,
// 'Escrow deposit' and the flat fee add-on windows), in the signed-in shell against a fake API.
import { readGroup } from '@portal/shared/config/groups';
import { cardMessages } from '@portal/shared/payments/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { Shell } from '#src/app/shell/shell.tsx';
import { apiGet } from '#src/lib/api.ts';
import { type CurrentUser, setCurrentUser } from '#src/lib/current-user.ts';
import { resetStore } from '#src/lib/persistent-state.ts';
import { failure, fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { signedInUser } from '#src/testing/signed-in-user.ts';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
});

const accountAdmin = (over: Partial<CurrentUser> = {}) =>
  signedInUser({ username: 'account.admin', role: 'ACCOUNT', ...over });

function landlink(escrow: Record<string, unknown>) {
  return success({
    namedContentResultList: [
      { name: 'common', baseContent: readGroup('common', { countyName: 'Lakewood County' }) },
      {
        name: 'escrow',
        baseContent: readGroup('escrow', { minReloadAmount: 1000, maxReloadAmount: 100_000, ...escrow }),
      },
    ],
  });
}

function renderHeader(user: CurrentUser, routes: Record<string, Route>) {
  const api = fakeApi(routes);
  setCurrentUser(user);
  const router = createMemoryRouter([{ Component: Shell, children: [{ path: '/home', element: <h1>Home</h1> }] }], {
    initialEntries: ['/home'],
  });
  render(
    <SWRConfig value={{ fetcher: (k: string) => apiGet(k), provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { api, ui: userEvent.setup() };
}

function providerSays(query: string) {
  window.dispatchEvent(new MessageEvent('message', { data: query, origin: window.location.origin }));
}
const approved = { transId: '2001', responseCode: '1', totalAmount: '28.00' };

describe('add money (escrow deposit by card)', () => {
  it('amount window with limits, surcharge and total; initiate; card window; completion refreshes and closes', async () => {
    let balance = 25_000;
    const { api, ui } = renderHeader(accountAdmin(), {
      'GET helperdata/landlink': () =>
        landlink({ applySurcharge: true, creditCardSurchargeMethod: 'DOLLARS', creditCardSurcharge: 300 }),
      'POST escrowDeposit/initiateDeposit': () =>
        success({ tokenResults: { token: 'dep-1' }, depositCents: 2500, surchargeCents: 300, totalCents: 2800 }),
      'POST escrowDeposit/completeDeposit': () => {
        balance += 2500;
        return success({ depositCents: 2500, usageBalance: { kind: 'CENTS', cents: balance, imagesRemaining: 0 } });
      },
      'POST currentUser/usageBalance': () =>
        success({ usageBalance: { kind: 'CENTS', cents: balance, imagesRemaining: 0 } }),
    });
    expect(screen.getByTestId('usage-balance').textContent).toBe('Usage balance: $250.00');
    await ui.click(await screen.findByRole('button', { name: 'Add Money' }));
    const window = screen.getByRole('dialog', { name: 'Escrow Deposit' });
    const amount = within(window).getByLabelText('Deposit Amount') as HTMLInputElement;
    expect(amount.value).toBe('0');
    expect([amount.min, amount.max, amount.step]).toEqual(['10', '1000', '0.01']);
    expect(within(window).getByText('A card surcharge of $3.00 is added to the amount charged.')).toBeTruthy();

    // Zero is refused before any call.
    await ui.click(within(window).getByRole('button', { name: 'Continue' }));
    expect(within(window).getByRole('alert').textContent).toBe('Amount must be greater than zero');
    await ui.clear(amount);
    await ui.type(amount, '5');
    await ui.click(within(window).getByRole('button', { name: 'Continue' }));
    expect(within(window).getByRole('alert').textContent).toBe('Minimum deposit is $10.00.');
    expect(api.bodies('POST escrowDeposit/initiateDeposit')).toEqual([]);

    await ui.clear(amount);
    await ui.type(amount, '25');
    expect(within(window).queryByRole('alert')).toBeNull();
    const totals = within(window).getByText('Total charged to your card').parentElement!;
    expect(totals.textContent).toContain('$28.00');
    expect(within(window).getByText('Surcharge').parentElement?.textContent).toContain('$3.00');
    await ui.click(within(window).getByRole('button', { name: 'Continue' }));

    const cardWindow = await screen.findByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
    expect(api.bodies('POST escrowDeposit/initiateDeposit')).toEqual([{ amount: '25' }]);
    expect((cardWindow.querySelector('input[name="token"]') as HTMLInputElement).value).toBe('dep-1');
    expect(cardWindow.querySelector('iframe')?.className).toContain('h-[500px]');
    expect(within(cardWindow).queryByRole('button', { name: 'Back' })).toBeNull();

    // An unknown action is only logged in the escrow window.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    providerSays('action=somethingNew');
    expect(screen.getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('card frame: unknown action', 'somethingNew');
    warn.mockRestore();

    providerSays(`action=transactResponse&response=${encodeURIComponent(JSON.stringify(approved))}`);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodies('POST escrowDeposit/completeDeposit')).toEqual([approved]);
    expect(api.bodies('POST currentUser/usageBalance')).toHaveLength(1);
    expect(screen.getByTestId('usage-balance').textContent).toBe('Usage balance: $275.00');
  });

  it("shows the server's amount message on the field; the card window has one Cancel, the provider's", async () => {
    const { api, ui } = renderHeader(accountAdmin(), {
      // no limits on this page: the server's own check answers
      'GET helperdata/landlink': () => landlink({ minReloadAmount: 0, maxReloadAmount: 0 }),
      'POST escrowDeposit/initiateDeposit': (body) =>
        (body as { amount: string }).amount === '2000'
          ? failure(400, 'Invalid request.', { amount: 'Maximum deposit is $1,000.00.' })
          : success({ tokenResults: { token: 'dep-2' }, depositCents: 1000, surchargeCents: 0, totalCents: 1000 }),
    });
    await ui.click(await screen.findByRole('button', { name: 'Add Money' }));
    const window = screen.getByRole('dialog', { name: 'Escrow Deposit' });
    expect(within(window).queryByText('Surcharge')).toBeNull();
    const amount = within(window).getByLabelText('Deposit Amount');
    expect(within(window).queryByText(/Deposits from/)).toBeNull();
    await ui.clear(amount);
    await ui.type(amount, '2000');
    await ui.click(within(window).getByRole('button', { name: 'Continue' }));
    expect((await within(window).findByRole('alert')).textContent).toBe('Maximum deposit is $1,000.00.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await ui.clear(amount);
    await ui.type(amount, '999.999');
    await ui.click(within(window).getByRole('button', { name: 'Continue' }));
    expect(within(window).getByRole('alert').textContent).toBe('Use at most two decimal places.');
    await ui.clear(amount);
    await ui.type(amount, '10');
    await ui.click(within(window).getByRole('button', { name: 'Continue' }));
    const cardWindow = await screen.findByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
    // The provider's form holds the Cancel (it comes back as action=cancel); the window adds none of its own.
    expect(within(cardWindow).queryByRole('button', { name: 'Cancel' })).toBeNull();
    providerSays('action=cancel');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodies('POST escrowDeposit/completeDeposit')).toEqual([]);
  });

  it('a declined card says so with the reason and offers another card, which opens a fresh card form', async () => {
    let tokens = 0;
    const { api } = renderHeader(accountAdmin(), {
      'GET helperdata/landlink': () => landlink({}),
      'POST escrowDeposit/initiateDeposit': () => {
        tokens += 1;
        return success({
          tokenResults: { token: `dep-${tokens}` },
          depositCents: 1500,
          surchargeCents: 0,
          totalCents: 1500,
        });
      },
      'POST escrowDeposit/completeDeposit': () =>
        failure(409, 'Your card was declined. Nothing was charged. Reason given by the card provider: AVS mismatch.', {
          card: 'AVS mismatch.',
        }),
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add Money' }));
    const amount = screen.getByLabelText('Deposit Amount');
    await ui.clear(amount);
    await ui.type(amount, '15');
    await ui.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
    providerSays(`action=transactResponse&response=${encodeURIComponent(JSON.stringify({ transId: '9' }))}`);
    const declined = await screen.findByRole('alertdialog', { name: 'Card declined' });
    expect(within(declined).getByText('Your card was declined. Nothing was charged.')).toBeTruthy();
    expect(within(declined).getByText(/Reason given by the card provider:/).textContent).toBe(
      'Reason given by the card provider: AVS mismatch.',
    );
    expect(within(declined).queryByText(/contact the county/)).toBeNull();
    await ui.click(within(declined).getByRole('button', { name: 'Try another card' }));
    const again = await screen.findByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
    expect((again.querySelector('input[name="token"]') as HTMLInputElement).value).toBe('dep-2');
    expect(api.bodies('POST escrowDeposit/initiateDeposit')).toEqual([{ amount: '15' }, { amount: '15' }]);
    providerSays(`action=transactResponse&response=${encodeURIComponent(JSON.stringify({ transId: '10' }))}`);
    await ui.click(
      within(await screen.findByRole('alertdialog', { name: 'Card declined' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a deposit the provider did not approve for another reason keeps the support message', async () => {
    renderHeader(accountAdmin(), {
      'GET helperdata/landlink': () => landlink({}),
      'POST escrowDeposit/initiateDeposit': () =>
        success({ tokenResults: { token: 'dep-3' }, depositCents: 1500, surchargeCents: 0, totalCents: 1500 }),
      'POST escrowDeposit/completeDeposit': () => failure(409, cardMessages.authorizationFailed),
    });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Add Money' }));
    const amount = screen.getByLabelText('Deposit Amount');
    await ui.clear(amount);
    await ui.type(amount, '15');
    await ui.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' });
    providerSays(`action=transactResponse&response=${encodeURIComponent(JSON.stringify({ transId: '9' }))}`);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(cardMessages.authorizationFailed)).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try another card' })).toBeNull();
    await ui.click(within(alert).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByRole('dialog', { name: 'Escrow Deposit' })).toBeTruthy();
  });

  it('shows add money only to an escrow ACCOUNT administrator of a county that reloads by card', async () => {
    renderHeader(signedInUser(), { 'GET helperdata/landlink': () => landlink({}) });
    await screen.findByText('Lakewood County');
    expect(screen.queryByRole('button', { name: 'Add Money' })).toBeNull();
    cleanup();
    renderHeader(accountAdmin(), { 'GET helperdata/landlink': () => landlink({ reloadByCreditCard: false }) });
    // the county's configuration has arrived (its name shows in the header): still no Add Money
    await screen.findByText('Lakewood County');
    expect(screen.queryByRole('button', { name: 'Add Money' })).toBeNull();
  });
});

describe('purchase images (flat-fee add-on)', () => {
  it('options, confirmation, purchase; the balance is refreshed', async () => {
    const { api, ui } = renderHeader(
      accountAdmin({
        accountType: 'FLAT_FEE',
        usageBalance: { kind: 'IMAGES', cents: 10_000, imagesRemaining: 200 },
      }),
      {
        'GET helperdata/landlink': () => landlink({}),
        'POST flatFee/getAddOnOptions': () =>
          success({
            guid: 'g1',
            purchaseOptions: {
              hasBuyOptions: true,
              flatFeeOptions: {
                title: 'Flat Fee Account Add On',
                options: [{ text: '100 images for $50.00', value: '1' }],
              },
              escrowOptions: null,
              creditCardOptions: null,
            },
          }),
        'POST flatFee/getUserAddOnConfirmation': () =>
          success({
            ok: true,
            headers: ['Flat Fee Account Add On', 'You are purchasing 100 images for $50.00.'],
            beginningBalance: { description: 'Beginning Balance', value: '$100.00' },
            purchase: { description: '100 images for $50.00', value: '$50.00' },
            endingBalance: { description: 'Ending Balance', value: '$50.00' },
            insufficientBalance: false,
          }),
        'POST flatFee/userAddOn': () => success({ ok: true, message: '100 images for $50.00 added to your account.' }),
        'POST currentUser/usageBalance': () =>
          success({ usageBalance: { kind: 'IMAGES', cents: 5000, imagesRemaining: 300 } }),
      },
    );
    await ui.click(await screen.findByRole('button', { name: 'Purchase Images' }));
    const options = await screen.findByRole('dialog', { name: 'Flat Fee Account Add On' });
    await ui.click(within(options).getByRole('button', { name: 'Buy' }));
    const confirm = await screen.findByRole('dialog', { name: 'Flat Fee Account Add On Confirmation' });
    expect(api.bodies('POST flatFee/getUserAddOnConfirmation')).toEqual([
      { option: '1', imageStateReference: { imageStateGuid: 'g1' } },
    ]);
    await ui.click(within(confirm).getByRole('button', { name: 'Buy' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('100 images for $50.00 added to your account.')).toBeTruthy();
    expect(api.bodies('POST flatFee/userAddOn')).toEqual([{ imageStateGuid: 'g1' }]);
    expect(screen.getByTestId('usage-balance').textContent).toBe('Images remaining: 300');
    await ui.click(within(alert).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
