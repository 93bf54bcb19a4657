// The card payment windows of the search area (spec 2 'Payment flow'): the price list, the re-authorization price
// window, the card authorization frame, the authorization answer (the header's balance read again) and the resent
// search; each window closes.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '#src/lib/persistent-state.ts';
import { fakeApi, type Route, success } from '#src/testing/fake-api.ts';
import { countyConfig, documentAnswer, signedInUser } from './fixtures.ts';
import { renderSearch } from './render-search.tsx';

afterEach(() => {
  cleanup();
  resetStore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const prices = (remainingCents: number | null = null) =>
  success({
    prices: [
      { item: 'searchByName', cents: 150 },
      { item: 'searchByDate', cents: 0 },
      { item: 'documentDetails', cents: 50 },
    ],
    preauthorizationCents: 5000,
    remainingCents,
  });

const paymentAnswer = (flags: { paymentNeeded?: boolean; paymentNeededAgain?: boolean }) => {
  const { body } = documentAnswer(0) as { body: { content: object } };
  // no preauthorization open: nothing to draw on
  const usageBalance = { kind: 'CENTS', cents: 0, imagesRemaining: 0 };
  return success({ ...body.content, paymentNeeded: false, paymentNeededAgain: false, usageBalance, ...flags });
};

/** A name search that needs payment until the card is authorized, then finds 25 records. */
async function nameSearchNeedingPayment(
  flags: { paymentNeeded?: boolean; paymentNeededAgain?: boolean },
  routes: Record<string, Route> = {},
) {
  let authorized = false;
  const api = fakeApi({
    'GET helperdata/landlink': () => countyConfig(),
    'GET search/codeLists': () => success({}),
    'POST creditcard/authorize': () => success({ token: `tok-${Math.random().toString(36).slice(2)}` }),
    'GET creditcard/searchPrices': () => prices(flags.paymentNeededAgain ? 75 : null),
    'POST creditcard/authorizationResponse': (body) => {
      const code = (body as { responseCode: string }).responseCode;
      authorized = code === '1';
      if (code === '2') return success({ authorizationOkay: false, declined: true, reason: 'AVS mismatch.' });
      return success({ authorizationOkay: authorized, declined: false });
    },
    'POST search/searchByName': () => (authorized ? documentAnswer(25) : paymentAnswer(flags)),
    'POST currentUser/usageBalance': () =>
      success({ usageBalance: { kind: 'CENTS', cents: authorized ? 5000 : 0, imagesRemaining: 0 } }),
    ...routes,
  });
  const rendered = renderSearch('/search/searchByName', signedInUser({ paymentMethod: 'CREDIT_CARD' }));
  await screen.findByRole('heading', { name: 'Search by Name' });
  await vi.waitFor(() => expect(api.bodies('POST creditcard/authorize')).toHaveLength(1));
  const set = screen.getByRole('group', { name: 'First Name Set' });
  await rendered.user.type(within(set).getByLabelText(/^Last Name/), 'SMITH');
  await rendered.user.click(screen.getByRole('button', { name: 'Submit' }));
  return { api, ...rendered };
}

/** What the provider's iframe communicator hands the page. */
function providerSays(query: string) {
  window.dispatchEvent(new MessageEvent('message', { data: query, origin: window.location.origin }));
}
const transactResponse = (responseCode: string) =>
  `action=transactResponse&response=${encodeURIComponent(JSON.stringify({ transId: '1001', responseCode, totalAmount: '50.00' }))}`;

describe('search payment windows', () => {
  it('price list, Continue, card frame with the screen token, authorized: success shown and the search resent', async () => {
    const { api, user, router } = await nameSearchNeedingPayment({ paymentNeeded: true });
    const priceList = await screen.findByRole('dialog', { name: 'Price List' });
    expect(within(priceList).getByText(/preauthorize \$50\.00 on your card/)).toBeTruthy();
    expect(screen.getByTestId('usage-balance').textContent).toBe('Card authorization: $0.00 left');
    const table = await within(priceList).findByRole('table', { name: 'Credit card prices' });
    // Free items are left out; the item being bought is marked.
    expect(within(table).queryByText('Date search')).toBeNull();
    expect(within(table).getByText('Document details')).toBeTruthy();
    const row = within(table).getByText('Name search').closest('tr')!;
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(row.textContent).toContain('$1.50');

    await user.click(within(priceList).getByRole('button', { name: 'Continue' }));
    const cardWindow = await screen.findByRole('dialog', { name: 'Credit Card Authorization' });
    const frame = cardWindow.querySelector('iframe')!;
    expect(frame.className).toContain('h-[500px]');
    const form = cardWindow.querySelector('form')!;
    expect(form.getAttribute('target')).toBe(frame.getAttribute('name'));
    const screenToken = api.calls.find((c) => c.key === 'POST creditcard/authorize');
    expect(screenToken).toBeTruthy();
    // The token asked for when the screen opened is used; no second one is asked for.
    expect(api.bodies('POST creditcard/authorize')).toHaveLength(1);
    expect((form.querySelector('input[name="token"]') as HTMLInputElement).value).toMatch(/^tok-/);

    providerSays('action=resizeWindow&width=400&height=500');
    expect(screen.getByRole('dialog', { name: 'Credit Card Authorization' })).toBeTruthy();
    providerSays(transactResponse('1'));
    await screen.findByText('Authorization successful');
    expect(api.bodies('POST creditcard/authorizationResponse')).toEqual([
      { transId: '1001', responseCode: '1', totalAmount: '50.00' },
    ]);
    // The new preauthorization shows in the header before the search is resent.
    expect(api.bodies('POST currentUser/usageBalance')).toHaveLength(1);
    expect(screen.getByTestId('usage-balance').textContent).toBe('Card authorization: $50.00 left');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/search/SearchResults'), { timeout: 3000 });
    expect(api.bodies('POST search/searchByName')).toHaveLength(2);
    expect(api.bodies('POST search/searchByName')[1]).toEqual(api.bodies('POST search/searchByName')[0]);
    expect(screen.queryByRole('dialog', { name: 'Credit Card Authorization' })).toBeNull();
  });

  it('a declined card says so with the reason; Try another card opens the form with a fresh token', async () => {
    const { api, user } = await nameSearchNeedingPayment({ paymentNeeded: true });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Price List' })).getByRole('button', { name: 'Continue' }),
    );
    const first = await screen.findByRole('dialog', { name: 'Credit Card Authorization' });
    const firstToken = (first.querySelector('input[name="token"]') as HTMLInputElement).value;
    providerSays(transactResponse('2'));
    const declined = await screen.findByRole('alertdialog', { name: 'Card declined' });
    expect(within(declined).getByText('Your card was declined. Nothing was charged.')).toBeTruthy();
    expect(within(declined).getByText(/Reason given by the card provider/).textContent).toBe(
      'Reason given by the card provider: AVS mismatch.',
    );
    expect(within(declined).queryByText(/contact the county/)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Credit Card Authorization' })).toBeNull();
    expect(api.bodies('POST currentUser/usageBalance')).toHaveLength(0);
    expect(api.bodies('POST search/searchByName')).toHaveLength(1);

    // Another card: a fresh token, the first was already given to the provider's form; then it is approved.
    await user.click(within(declined).getByRole('button', { name: 'Try another card' }));
    const cardWindow = await screen.findByRole('dialog', { name: 'Credit Card Authorization' });
    expect(api.bodies('POST creditcard/authorize')).toHaveLength(2);
    const token = (cardWindow.querySelector('input[name="token"]') as HTMLInputElement).value;
    expect(token).toMatch(/^tok-/);
    expect(token).not.toBe(firstToken);
    providerSays(transactResponse('1'));
    await screen.findByText('Authorization successful');
  });

  it('any other failure keeps the support message and goes back to the price list; Cancel on a decline ends it', async () => {
    const { api, user, router } = await nameSearchNeedingPayment({ paymentNeeded: true });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Price List' })).getByRole('button', { name: 'Continue' }),
    );
    await screen.findByRole('dialog', { name: 'Credit Card Authorization' });
    providerSays(transactResponse('3'));
    const alert = await screen.findByRole('alertdialog');
    expect(
      within(alert).getByText(
        'Failed to process credit card authorization from the card provider. Note, you will not be charged. Please contact the county or vendor support for assistance.',
      ),
    ).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try another card' })).toBeNull();
    await user.click(within(alert).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const priceList = await screen.findByRole('dialog', { name: 'Price List' });
    expect(api.bodies('POST search/searchByName')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/search/searchByName');

    await user.click(within(priceList).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Credit Card Authorization' });
    // Back returns to the price list.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Price List' })).getByRole('button', { name: 'Continue' }),
    );
    await screen.findByRole('dialog', { name: 'Credit Card Authorization' });
    providerSays(transactResponse('2'));
    const declined = await screen.findByRole('alertdialog', { name: 'Card declined' });
    await user.click(within(declined).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.bodies('POST search/searchByName')).toHaveLength(1);
  });

  it('the price list opens whole, once its prices have come: nothing moves under the pointer', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await nameSearchNeedingPayment(
      { paymentNeeded: true },
      {
        'GET creditcard/searchPrices': async () => {
          await held;
          return prices();
        },
      },
    );
    await screen.findByText('Loading');
    expect(screen.queryByRole('dialog', { name: 'Price List' })).toBeNull();
    release();
    const priceList = await screen.findByRole('dialog', { name: 'Price List' });
    expect(within(priceList).getByRole('table', { name: 'Credit card prices' })).toBeTruthy();
  });

  it('the re-authorization window shows the price against what is left; the provider cancel closes every window', async () => {
    const { user } = await nameSearchNeedingPayment({ paymentNeededAgain: true });
    const window = await screen.findByRole('dialog', { name: 'Exceeding Current Preauthorization' });
    expect(within(window).getByText('This purchase exceeds your current credit card preauthorization.')).toBeTruthy();
    await within(window).findByText('$0.75');
    expect(within(window).getByText('Name search').parentElement?.textContent).toContain('$1.50');
    expect(within(window).getByText('You may start another preauthorization of $50.00.')).toBeTruthy();
    await user.click(within(window).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Credit Card Authorization' });
    providerSays('action=cancel');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes from the title bar at every step, and an unknown provider action closes the card window', async () => {
    const { user } = await nameSearchNeedingPayment({ paymentNeeded: true });
    const priceList = await screen.findByRole('dialog', { name: 'Price List' });
    // the title bar's close button comes first, the footer's Close last
    await user.click(within(priceList).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Price List' })).getByRole('button', { name: 'Continue' }),
    );
    const cardWindow = await screen.findByRole('dialog', { name: 'Credit Card Authorization' });
    expect(within(cardWindow).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    // One Cancel: the provider's form has it (action=cancel); the window adds only Back.
    expect(within(cardWindow).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(cardWindow).getByRole('button', { name: 'Back' })).toBeTruthy();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    providerSays('action=somethingNew');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(warn).toHaveBeenCalledWith('card frame: unknown action', 'somethingNew');
    warn.mockRestore();
  });
});
