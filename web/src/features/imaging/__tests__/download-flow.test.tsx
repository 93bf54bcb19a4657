// The download flow's branches in the windows, against a stand-in server: pay and save, no content, insufficient
// funds recomputes, flat-fee add-on then payment, escrow add-on, exceeding a preauthorization, no buy options.
import { buildFeeSchedule } from '@portal/shared/imaging/fee-schedule';
import type { DownloadOrder, PurchaseOptions, ThumbnailsResponse } from '@portal/shared/imaging/types';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '#src/i18n/index.ts';
import { failure, fakeApi, success } from '#src/testing/fake-api.ts';
import { DownloadFlow } from '../components/download-flow.tsx';
import { saveAsName } from '../save-pdf.ts';

const guid = '6f1c1a54-8f55-4c55-9d39-6c1f3b1f2a11';
const none: PurchaseOptions = {
  hasBuyOptions: false,
  flatFeeOptions: null,
  escrowOptions: null,
  creditCardOptions: null,
};

function thumbnails(pageCount = 3): ThumbnailsResponse {
  return {
    header: {
      documentNumber: '1000',
      documentType: 'A',
      pageCount,
      uiTitle: 'abstract document 1000',
      uiTitleBeginningOfSentence: 'Abstract document 1000',
    },
    pagesSelected: {
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '',
      selectedAsBoolean: Array(pageCount).fill(true),
    },
    thumbnails: Array.from({ length: Math.min(5, pageCount) }, (_, i) => ({
      image: '',
      pageNumber: i + 1,
      selected: true,
    })),
    page: 1,
  };
}

function order(beginning: number, purchaseOptions: PurchaseOptions = none): DownloadOrder {
  const { feeSchedule } = buildFeeSchedule({
    kind: purchaseOptions.creditCardOptions ? 'PREAUTH' : 'ESCROW',
    preauthorized: !!purchaseOptions.creditCardOptions?.authorizationInfo.authorized,
    beginning,
    lines: [
      { description: 'First page', amount: 100 },
      { description: 'Additional pages (2 x $0.25)', amount: 50 },
    ],
    title: 'Abstract document 1000',
    chargedPages: [1, 2, 3],
    alreadyPurchased: [],
    hasBuyOptions: purchaseOptions.hasBuyOptions,
  });
  return {
    feeSchedule,
    imageState: {
      guid,
      documentKey: 'A1000',
      documentType: 'A',
      documentNumber: '1000',
      pageCount: 3,
      pages: [1, 2, 3],
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '1-3',
      status: 'OPEN',
      title: 'Abstract document 1000 Download',
      purchaseOptions,
    },
  };
}

const paid = success({ status: 'PAID', usageBalanceResult: { usageBalance: null } });
const pdf = success({ preview: false, pdf: btoa('%PDF-1.7 test'), header: { uiSaveAsImageName: 'A1000{suffix}.pdf' } });
const baseRoutes = {
  'POST imaging/getThumbnails': () => success(thumbnails()),
  'POST imaging/cancelImageState': () => success(),
  'POST currentUser/usageBalance': () => success({ usageBalance: null }),
};

let done: ReturnType<typeof vi.fn<() => void>>;
let saved: string[];

beforeEach(() => {
  done = vi.fn<() => void>();
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function toConfirm() {
  const user = userEvent.setup();
  render(<DownloadFlow doc={{ documentType: 'A', documentNumber: '1000' }} onDone={done} />);
  const preview = await screen.findByRole('dialog', { name: 'Abstract document 1000 has 3 page(s)' });
  await user.click(within(preview).getByRole('button', { name: 'Continue' }));
  return { user, confirm: await screen.findByRole('dialog', { name: /Download$|Exceeding Current Preauthorization/ }) };
}

const closeAlert = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText(text)).toBeTruthy();
  await user.click(within(alert).getAllByRole('button', { name: 'Close' }).at(-1)!);
};

describe('download flow', () => {
  it('enough balance: pays, refreshes the balance and saves the PDF under the server name', async () => {
    const api = fakeApi({
      ...baseRoutes,
      'POST imaging/computeDownloadOrder': () => success(order(1000)),
      'POST imaging/payDownloadOrder': () => paid,
      'POST imaging/getImage': () => pdf,
    });
    const { user, confirm } = await toConfirm();
    expect(within(confirm).getByText('$8.50')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Buy and Download' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(saved).toEqual(['A1000.pdf']);
    expect(api.paths()).toEqual([
      'imaging/getThumbnails',
      'imaging/computeDownloadOrder',
      'imaging/payDownloadOrder',
      'currentUser/usageBalance',
      'imaging/getImage',
    ]);
  });

  it('the preview flag says there is no content to show', async () => {
    fakeApi({
      ...baseRoutes,
      'POST imaging/computeDownloadOrder': () => success(order(1000)),
      'POST imaging/payDownloadOrder': () => paid,
      'POST imaging/getImage': () => success({ preview: true, pdf: '', header: { uiSaveAsImageName: '' } }),
    });
    const { user, confirm } = await toConfirm();
    await user.click(within(confirm).getByRole('button', { name: 'Buy and Download' }));
    await closeAlert(user, 'There is no content to show');
    expect(saved).toEqual([]);
    expect(done).toHaveBeenCalled();
  });

  it("'There are insufficient funds.' recomputes the order", async () => {
    const api = fakeApi({
      ...baseRoutes,
      'POST imaging/computeDownloadOrder': () => success(order(1000)),
      'POST imaging/payDownloadOrder': () => failure(409, 'There are insufficient funds.'),
      'POST imaging/recomputeDownloadOrder': () => success(order(100)),
    });
    const { user, confirm } = await toConfirm();
    await user.click(within(confirm).getByRole('button', { name: 'Buy and Download' }));
    await closeAlert(user, 'There are insufficient funds.');
    const again = await screen.findByRole('dialog', { name: 'Abstract document 1000 Download' });
    await within(again).findByText('-$0.50');
    expect(api.paths()).toContain('imaging/recomputeDownloadOrder');
  });

  it('no buy options: the alert says so', async () => {
    fakeApi({ ...baseRoutes, 'POST imaging/computeDownloadOrder': () => success(order(100)) });
    const { user, confirm } = await toConfirm();
    await user.click(within(confirm).getByRole('button', { name: 'Buy and Download' }));
    await closeAlert(user, 'Buy options are not supported.');
  });

  it('flat fee: choose, confirm, add on, then the order is paid', async () => {
    const flat: PurchaseOptions = {
      ...none,
      hasBuyOptions: true,
      flatFeeOptions: { title: 'Flat Fee Account Add On', options: [{ text: '100 pages for $50.00', value: '1' }] },
    };
    let computed = 0;
    const api = fakeApi({
      ...baseRoutes,
      'POST imaging/computeDownloadOrder': () => success(computed++ === 0 ? order(0, flat) : order(1000)),
      'POST flatFee/getUserAddOnConfirmation': () =>
        success({
          ok: true,
          accountMessage: 'Account: Hale Abstract LLC',
          beginningBalance: { description: 'Beginning Balance', value: '0 images' },
          purchase: { description: '100 pages for $50.00', value: '$50.00' },
          endingBalance: { description: 'Ending Balance', value: '100 images' },
        }),
      'POST flatFee/userAddOn': () => success({ ok: true, message: 'Images added.' }),
      'POST imaging/payDownloadOrder': () => paid,
      'POST imaging/getImage': () => pdf,
    });
    const { user, confirm } = await toConfirm();
    await user.click(within(confirm).getByRole('button', { name: 'Buy Images' }));
    const addOn = await screen.findByRole('dialog', { name: 'Flat Fee Account Add On' });
    await user.click(within(addOn).getByRole('button', { name: 'Buy' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Flat Fee Account Add On Confirmation' });
    expect(within(confirmation).getByText('100 images')).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'Buy' }));
    await closeAlert(user, 'Images added.');
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(api.calls.find((c) => c.path === 'flatFee/getUserAddOnConfirmation')?.body).toEqual({
      option: '1',
      imageStateReference: { imageStateGuid: guid },
    });
    expect(api.paths().slice(-5)).toEqual([
      'imaging/cancelImageState',
      'imaging/computeDownloadOrder',
      'imaging/payDownloadOrder',
      'currentUser/usageBalance',
      'imaging/getImage',
    ]);
    expect(saved).toEqual(['A1000.pdf']);
  });

  it('escrow: Add to Escrow opens the add-on window with the deposit box', async () => {
    const escrow: PurchaseOptions = {
      ...none,
      hasBuyOptions: true,
      escrowOptions: {
        accountMessage: 'Account: Northwoods Title Company',
        beginningBalance: { description: 'Beginning Balance', value: '$1.00' },
        lowBalanceMessage: 'Your escrow balance is too low for this purchase of $1.50.',
        depositAmountMessage: 'Deposit at least $10.00 (at most $1,000.00).',
        surchargeMessage: '',
        endingBalance: { description: 'Ending Balance', value: '-$0.50' },
        shortfallCents: 50,
      },
    };
    fakeApi({ ...baseRoutes, 'POST imaging/computeDownloadOrder': () => success(order(100, escrow)) });
    const { user, confirm } = await toConfirm();
    await user.click(within(confirm).getByRole('button', { name: 'Add to Escrow' }));
    const window = await screen.findByRole('dialog', { name: 'Escrow Account Add On' });
    const amount = within(window).getByLabelText('Deposit Amount');
    expect((amount as HTMLInputElement).value).toBe('0');
    await user.clear(amount);
    await user.type(amount, '20');
    expect(within(window).getByText('$19.50')).toBeTruthy();
  });

  it('exceeding a preauthorization offers another', async () => {
    const card: PurchaseOptions = {
      ...none,
      hasBuyOptions: true,
      creditCardOptions: { authorizationInfo: { authorized: true, amount: '$50.00' } },
    };
    const api = fakeApi({
      ...baseRoutes,
      'POST imaging/computeDownloadOrder': () => success(order(100, card)),
      'POST creditcard/authorize': () => success({ token: 'tok-1' }),
    });
    const { user, confirm } = await toConfirm();
    expect(confirm.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(confirm).getByText('Exceeding Current Preauthorization')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Continue to Preauthorization' }));
    await screen.findByRole('dialog', { name: 'Credit Card Preauthorization' });
    expect(api.paths()).toContain('creditcard/authorize');
  });

  it('Continue with an empty Pages list says no pages are selected', async () => {
    const api = fakeApi({
      ...baseRoutes,
      'POST imaging/updateImagePreviewSettings': () =>
        success({
          pagesSelected: {
            pageSelectionMethod: 'CSV_PAGES',
            selectedAsCsv: '',
            selectedAsBoolean: [false, false, false],
          },
        }),
    });
    const user = userEvent.setup();
    render(<DownloadFlow doc={{ documentType: 'A', documentNumber: '1000' }} onDone={done} />);
    const preview = await screen.findByRole('dialog', { name: 'Abstract document 1000 has 3 page(s)' });
    await user.click(within(preview).getByRole('radio', { name: 'Pages' }));
    await user.click(within(preview).getByRole('button', { name: 'Continue' }));
    await closeAlert(user, 'There are no pages selected.');
    expect(api.paths()).not.toContain('imaging/computeDownloadOrder');
  });
});

describe('saveAsName', () => {
  it('fills the suffix with the pages, or falls back to image.pdf', () => {
    expect(saveAsName('A1000{suffix}.pdf', '1, 3, 7-9')).toBe('A1000_pages_1_3_7-9.pdf');
    expect(saveAsName('A1000{suffix}.pdf', '')).toBe('A1000.pdf');
    expect(saveAsName(undefined, '1')).toBe('image.pdf');
  });
});
