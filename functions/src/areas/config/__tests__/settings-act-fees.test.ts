// The Fee Structure settings take effect where they act (spec 3 sections 2.5, 3.7 and 5.5-5.7): each is saved through
// the county configuration page's call, and the next detail view, image order, card price list, card
// preauthorization, escrow deposit or flat-fee add-on is priced from it. A county of this file's own.

import type { DownloadOrder, FeeSchedule } from '@portal/shared/imaging/types';
import type { CardSearchPrices } from '@portal/shared/payments/responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '#src/data/app/accounts.ts';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { pdfOf, uploadFile } from '../../efile/__tests__/fixtures.ts';
import { putDocument } from '../../imaging/__tests__/fixtures.ts';
import { payHostedForm, type SimulatorHandle, startSimulator } from '../../payments/__tests__/fixtures.ts';
import {
  clientsOf,
  doc,
  newSearchCounty,
  party,
  saveFixture,
  search,
  setAccount,
} from '../../search/__tests__/fixtures.ts';

let county = '';
let as: (username: string) => Promise<TestClient>;
let staff: TestClient;
let sim: SimulatorHandle;
const path = (group: string) => `controlPanel/countyConfig/${group}`;

/** Saves a change to a group through the configuration page's call; answers the group as it was. */
async function change(group: string, fields: Record<string, unknown>) {
  // biome-ignore lint/suspicious/noExplicitAny: the page's form state, whose shape each group states
  const before = (await staff.get<any>(path(group))).body.content;
  const res = await staff.post(path(group), { ...before, ...fields });
  expect([group, res.status, res.body.errors]).toEqual([group, 200, undefined]);
  return before;
}
const restore = (group: string, before: unknown) => staff.post(path(group), before);

/** The priced lines of an image order, as [description, value]. */
function lines(fees: FeeSchedule | undefined): string[][] {
  if (fees?.multipleItemPurchase) return fees.multipleItemPurchase.items.map((i) => [i.description, i.value]);
  if (fees?.singleItemPurchase) return [[fees.singleItemPurchase.item.description, fees.singleItemPurchase.item.value]];
  return [];
}
const order = (client: TestClient, documentKey: string, instrumentCode = 'WD') =>
  client.post<DownloadOrder>('imaging/computeDownloadOrder', {
    documentKey,
    instrumentCode,
    pagesSelected: '1-3',
    pageSelectionMethod: 'CSV_PAGES',
    pageCount: 3,
  });
const balance = async (accountId: string) => (await getAccount(county, accountId))?.usageBalanceCents;

beforeAll(async () => {
  county = await newSearchCounty('act-fee', {
    efile: { efile: true },
    aLaCarte: { searchByName: 100, documentDetails: 50, imageFirstPage: 100, imageAdditionalPages: 25 },
    escrow: { reloadByCreditCard: true, minReloadAmount: 1000, maxReloadAmount: 100_000 },
    flatFee: {
      chargingImages: true,
      rates: [
        { option: true, unlimitedNumberOfPages: false, numberOfPages: 100, cost: 5000 },
        { option: true, unlimitedNumberOfPages: true, numberOfPages: 0, cost: 20000 },
      ],
    },
  });
  await saveFixture(county, {
    documents: [doc('7100', 'WD', '2024-03-01T10:00', { grantors: [party('Haugen', 'Ada')] })],
  });
  as = clientsOf(county);
  staff = await as('county.admin');
  sim = await startSimulator(county);
});
afterAll(async () => {
  await sim?.flushWebhooks();
  await sim?.close();
});

describe('A La Carte Rates', () => {
  it('the detail view price applies to the next detail view', async () => {
    await setAccount(county, 'demo-title', { usageBalanceCents: 10_000 });
    const examiner = await as('title.examiner');
    const found = await search(examiner, 'searchByName', { lastName1: 'Haugen' });
    expect(found.ids).toHaveLength(1);
    const details = async () => {
      const start = await balance('demo-title');
      const res = await examiner.post('search/documentDetails', { docId: found.ids[0], description: '7100' });
      expect(res.status).toBe(200);
      return start! - (await balance('demo-title'))!;
    };
    expect(await details()).toBe(50);
    const before = await change('aLaCarte', { documentDetails: 90 });
    try {
      expect(await details()).toBe(90);
    } finally {
      await restore('aLaCarte', before);
    }
  });

  it('the image prices apply to the next image order', async () => {
    const examiner = await as('title.examiner');
    const before = await change('aLaCarte', { imageFirstPage: 150, imageAdditionalPages: 40 });
    try {
      const res = await order(examiner, (await putDocument(county, 3)).documentKey);
      expect(lines(res.body.content?.feeSchedule)).toEqual([
        ['First page', '$1.50'],
        ['Additional pages (2 x $0.40)', '$0.80'],
      ]);
    } finally {
      await restore('aLaCarte', before);
    }
  });
});

describe('A La Carte Special Rates', () => {
  it("price the next image order of the rate's type and code; other codes, and the switch off, the base rates", async () => {
    const examiner = await as('title.examiner');
    const special = {
      documentType: 'A',
      instrumentCode: 'WD',
      documentRate: 300,
      firstPageRate: 0,
      additionalPagesRate: 0,
    };
    const before = await change('aLaCarteSpecialRates', { applySpecialRates: true, rates: [special] });
    const base = [
      ['First page', '$1.00'],
      ['Additional pages (2 x $0.25)', '$0.50'],
    ];
    try {
      const deed = await order(examiner, (await putDocument(county, 3, 'A', 'WD')).documentKey);
      expect(lines(deed.body.content?.feeSchedule)).toEqual([['Document fee', '$3.00']]);
      const other = await order(examiner, (await putDocument(county, 3, 'A', 'QC')).documentKey, 'QC');
      expect(lines(other.body.content?.feeSchedule)).toEqual(base);

      await change('aLaCarteSpecialRates', { applySpecialRates: false, rates: [special] });
      const off = await order(examiner, (await putDocument(county, 3, 'A', 'WD')).documentKey);
      expect(lines(off.body.content?.feeSchedule)).toEqual(base);
    } finally {
      await restore('aLaCarteSpecialRates', before);
    }
  });
});

describe('Credit Card Alternate Rates and Credit Card Extra', () => {
  it("price a card payer's next image order, price list and search; the preauthorization is the maximum", async () => {
    const card = await as('card.customer');
    const examiner = await as('title.examiner');
    const before = await change('creditCard', {
      applyAlternateRates: true,
      searchByNameCreditCard: 175,
      documentDetailsCreditCard: 60,
      imageFirstPageCreditCard: 400,
      imageAdditionalPagesCreditCard: 50,
    });
    const extra = await change('creditCardExtra', { maxAmount: 3000 });
    try {
      const cardOrder = await order(card, (await putDocument(county, 3)).documentKey);
      expect(lines(cardOrder.body.content?.feeSchedule)).toEqual([
        ['First page', '$4.00'],
        ['Additional pages (2 x $0.50)', '$1.00'],
      ]);
      expect(cardOrder.body.content?.imageState.purchaseOptions).toMatchObject({
        creditCardOptions: { authorizationInfo: { authorized: false, amount: '$30.00' } },
      });
      // an escrow payer keeps the a la carte price
      const escrowOrder = await order(examiner, (await putDocument(county, 3)).documentKey);
      expect(lines(escrowOrder.body.content?.feeSchedule)[0]).toEqual(['First page', '$1.00']);

      const prices = (await card.get<CardSearchPrices>('creditcard/searchPrices')).body.content!;
      const price = (item: string) => prices.prices.find((p) => p.item === item)?.cents;
      expect([price('searchByName'), price('documentDetails'), prices.preauthorizationCents]).toEqual([175, 60, 3000]);

      // the preauthorization is for the maximum saved, and the next search draws the alternate price from it
      const auth = await card.post<{ token: string; amountCents: number }>('creditcard/authorize');
      expect(auth.body.content?.amountCents).toBe(3000);
      const { response } = await payHostedForm(sim.url, auth.body.content!.token);
      expect((await card.post('creditcard/authorizationResponse', response)).status).toBe(200);
      const found = await search(card, 'searchByName', { lastName1: 'Haugen' });
      expect(found.status).toBe(200);
      const left = (await card.get<CardSearchPrices>('creditcard/searchPrices')).body.content?.remainingCents;
      expect(left).toBe(3000 - 175);
      await card.post('creditcard/closeAuthorization');
    } finally {
      await restore('creditCardExtra', extra);
      await restore('creditCard', before);
    }
    const prices = (await card.get<CardSearchPrices>('creditcard/searchPrices')).body.content!;
    expect(prices.prices.find((p) => p.item === 'searchByName')?.cents).toBe(100);
  });
});

describe('Credit Card Extra', () => {
  it('the card surcharge applies to the next e-file charge, in dollars or percent, and not once off', async () => {
    const card = await as('card.customer');
    const charge = async () => {
      const res = await uploadFile(card, await pdfOf(2));
      expect(res.status).toBe(200);
      const { firstPageCharge, additionalPagesCharge, surcharge, totalCharge } = res.body.content!;
      return { firstPageCharge, additionalPagesCharge, surcharge, totalCharge };
    };
    const before = await change('creditCardExtra', {
      applySurcharge: true,
      surchargeMethod: 'DOLLARS',
      surcharge: 200,
    });
    try {
      expect(await charge()).toEqual({
        firstPageCharge: 100,
        additionalPagesCharge: 25,
        surcharge: 200,
        totalCharge: 325,
      });
      await change('creditCardExtra', { surchargeMethod: 'PERCENT', surchargePercent: 20 });
      expect(await charge()).toMatchObject({ surcharge: 25, totalCharge: 150 });
      await change('creditCardExtra', { applySurcharge: false });
      expect(await charge()).toMatchObject({ surcharge: 0, totalCharge: 125 });
    } finally {
      await restore('creditCardExtra', before);
    }
  });
});

describe('Escrow', () => {
  it('reload by credit card switched off: the next deposit is refused and an order offers no deposit', async () => {
    const admin = await as('account.admin');
    await setAccount(county, 'demo-title', { usageBalanceCents: 0 });
    const before = await change('escrow', { reloadByCreditCard: false });
    try {
      expect((await admin.post('escrowDeposit/initiateDeposit', { amount: 25 })).status).toBe(403);
      const short = await order(admin, (await putDocument(county, 3)).documentKey);
      expect(short.body.content?.imageState.purchaseOptions.escrowOptions).toBeNull();
    } finally {
      await restore('escrow', before);
    }
    const offered = await order(admin, (await putDocument(county, 3)).documentKey);
    expect(offered.body.content?.imageState.purchaseOptions.escrowOptions).toMatchObject({
      depositAmountMessage: 'Deposit at least $10.00 (at most $1,000.00).',
    });
  });

  it('the card surcharge on a deposit applies to the next deposit, by percent or dollars, and not once off', async () => {
    const admin = await as('account.admin');
    const deposit = async (amount: number) => {
      const res = await admin.post<{ depositCents: number; surchargeCents: number; totalCents: number }>(
        'escrowDeposit/initiateDeposit',
        { amount },
      );
      expect(res.status).toBe(200);
      const { depositCents, surchargeCents, totalCents } = res.body.content!;
      return { depositCents, surchargeCents, totalCents };
    };
    const before = await change('escrow', {
      applySurcharge: true,
      creditCardSurchargeMethod: 'PERCENT',
      creditCardSurchargePercent: 4,
    });
    try {
      expect(await deposit(25)).toEqual({ depositCents: 2500, surchargeCents: 100, totalCents: 2600 });
      await change('escrow', { creditCardSurchargeMethod: 'DOLLARS', creditCardSurcharge: 175 });
      expect(await deposit(25)).toEqual({ depositCents: 2500, surchargeCents: 175, totalCents: 2675 });
      await change('escrow', { applySurcharge: false });
      expect(await deposit(25)).toEqual({ depositCents: 2500, surchargeCents: 0, totalCents: 2500 });
    } finally {
      await restore('escrow', before);
    }
  });
});

describe('Flat Fee Rates and Flat Fee Override', () => {
  const options = async () =>
    (
      await (
        await as('flatfee.admin')
      ).post<{
        purchaseOptions: { flatFeeOptions: { options: Array<{ text: string }> } | null };
      }>('flatFee/getAddOnOptions')
    ).body.content?.purchaseOptions.flatFeeOptions?.options.map((o) => o.text);
  const row = (numberOfPages: number, cost: number, unlimitedNumberOfPages = false) => ({
    option: true,
    unlimitedNumberOfPages,
    numberOfPages,
    cost,
  });
  const off = { option: false, unlimitedNumberOfPages: false, numberOfPages: 0, cost: 0 };

  it('the rates saved are the next add-on options; the override rates replace them when account reload is on', async () => {
    const flat = await change('flatFee', { rates: [row(200, 7500), row(0, 25000, true), off, off, off] });
    const override = await change('flatFeeOverride', {
      accountAdminReload: false,
      rates: [row(50, 2000), off, off, off, off],
    });
    try {
      expect(await options()).toEqual(['200 pages for $75.00', 'Unlimited pages for $250.00']);
      await change('flatFeeOverride', { accountAdminReload: true });
      expect(await options()).toEqual(['50 pages for $20.00']);
    } finally {
      await restore('flatFeeOverride', override);
      await restore('flatFee', flat);
    }
  });

  it('charging images switched off: the next flat-fee image order takes no images', async () => {
    const flatAdmin = await as('flatfee.admin');
    await setAccount(county, 'demo-flat', { imagesRemaining: 10 });
    const before = await change('flatFee', { chargingImages: false });
    try {
      const free = await order(flatAdmin, (await putDocument(county, 3)).documentKey);
      expect(lines(free.body.content?.feeSchedule)).toEqual([['No charge', '0 images']]);
      const paid = await flatAdmin.post('imaging/payDownloadOrder', {
        imageStateGuid: free.body.content!.imageState.guid,
      });
      expect(paid.status).toBe(200);
      expect((await getAccount(county, 'demo-flat'))?.imagesRemaining).toBe(10);
      await change('flatFee', { chargingImages: true });
      const charged = await order(flatAdmin, (await putDocument(county, 3)).documentKey);
      expect(lines(charged.body.content?.feeSchedule)).toEqual([['3 pages', '3 images']]);
    } finally {
      await restore('flatFee', before);
    }
  });
});
