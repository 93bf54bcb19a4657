// The confirm-order fee table for each kind of account (A_LA_CARTE ESCROW / INVOICE / CREDIT_CARD, FLAT_FEE).
import { describe, expect, it } from 'vitest';
import { buildFeeSchedule, type FeeScheduleInput } from './fee-schedule.ts';

const order = (over: Partial<FeeScheduleInput>): FeeScheduleInput => ({
  kind: 'ESCROW',
  beginning: 1000,
  lines: [
    { description: 'First page', amount: 100 },
    { description: 'Additional pages (2 x $0.25)', amount: 50 },
  ],
  title: 'Abstract document 1000',
  chargedPages: [1, 3, 4],
  alreadyPurchased: [],
  hasBuyOptions: true,
  ...over,
});

describe('fee schedule', () => {
  it('escrow with enough balance: itemised charges, total, ending balance, buy button', () => {
    const r = buildFeeSchedule(order({}));
    expect(r.total).toBe(150);
    expect(r.insufficient).toBe(false);
    expect(r.feeSchedule).toEqual({
      alreadyPurchasedMessage: '',
      beginningBalance: { description: 'Beginning Balance', value: '$10.00' },
      endingBalance: { description: 'Ending Balance', value: '$8.50' },
      insufficientBalance: false,
      insufficientBalanceMessage: '',
      singleItemPurchase: null,
      multipleItemPurchase: {
        itemHeaderDescription: 'Download Charges',
        items: [
          { description: 'First page', value: '$1.00' },
          { description: 'Additional pages (2 x $0.25)', value: '$0.50' },
        ],
        total: { description: 'Total', value: '$1.50' },
      },
      purchaseMessage: 'You are purchasing 3 pages of Abstract document 1000.',
      noPurchasingOptionsAvailableMessage: '',
      downloadButtonText: 'Buy and Download',
    });
  });

  it('escrow short of money: insufficient, negative ending balance, no-options message only without options', () => {
    const r = buildFeeSchedule(order({ beginning: 100 }));
    expect(r.insufficient).toBe(true);
    expect(r.feeSchedule.endingBalance.value).toBe('-$0.50');
    expect(r.feeSchedule.insufficientBalanceMessage).toBe('Your escrow balance is not enough for this purchase.');
    expect(r.feeSchedule.noPurchasingOptionsAvailableMessage).toBe('');
    const none = buildFeeSchedule(order({ beginning: 100, hasBuyOptions: false }));
    expect(none.feeSchedule.noPurchasingOptionsAvailableMessage).toMatch(/^No purchasing options are available/);
  });

  it('invoice: the charge is billed, never insufficient', () => {
    const r = buildFeeSchedule(order({ kind: 'INVOICE', beginning: 0, hasBuyOptions: false }));
    expect(r.insufficient).toBe(false);
    expect(r.feeSchedule.endingBalance.value).toBe('$1.50');
  });

  it('credit card: needs a preauthorization, then may exceed it', () => {
    const none = buildFeeSchedule(order({ kind: 'PREAUTH', beginning: 0, preauthorized: false }));
    expect(none.insufficient).toBe(true);
    expect(none.exceedsPreauthorization).toBe(false);
    expect(none.feeSchedule.insufficientBalanceMessage).toBe(
      'A credit card preauthorization is needed for this purchase.',
    );
    const over = buildFeeSchedule(order({ kind: 'PREAUTH', beginning: 120, preauthorized: true }));
    expect(over.exceedsPreauthorization).toBe(true);
    const within = buildFeeSchedule(order({ kind: 'PREAUTH', beginning: 5000, preauthorized: true }));
    expect(within.insufficient).toBe(false);
    expect(within.feeSchedule.endingBalance.value).toBe('$48.50');
  });

  it('flat fee: counted in images, a single line', () => {
    const r = buildFeeSchedule(
      order({ kind: 'IMAGES', beginning: 2, lines: [{ description: '3 pages', amount: 3 }], hasBuyOptions: true }),
    );
    expect(r.feeSchedule.singleItemPurchase).toEqual({ item: { description: '3 pages', value: '3 images' } });
    expect(r.feeSchedule.multipleItemPurchase).toBeNull();
    expect(r.feeSchedule.beginningBalance.value).toBe('2 images');
    expect(r.feeSchedule.endingBalance.value).toBe('-1 image');
    expect(r.feeSchedule.insufficientBalanceMessage).toBe(
      'Your account does not have enough images remaining for this purchase.',
    );
  });

  it('pages bought before: not charged, said so, plain Download when nothing is due', () => {
    const r = buildFeeSchedule(order({ lines: [], chargedPages: [], alreadyPurchased: [1, 3, 4] }));
    expect(r.total).toBe(0);
    expect(r.feeSchedule.alreadyPurchasedMessage).toBe(
      'Pages 1, 3, 4 were purchased before and will not be charged again.',
    );
    expect(r.feeSchedule.singleItemPurchase).toEqual({ item: { description: 'No charge', value: '$0.00' } });
    expect(r.feeSchedule.purchaseMessage).toBe(
      'All selected pages of Abstract document 1000 were purchased before; there is no charge.',
    );
    expect(r.feeSchedule.downloadButtonText).toBe('Download');
  });
});
