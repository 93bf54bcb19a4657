// Builds the confirm-order fee table from the balance and the charge lines (spec 1 'Confirm order window').
// Pure: the handler prices the order with the fee engine and passes the lines; the window shows the result.
import { formatCents } from '../format/money.ts';
import { formatPageList } from './page-list.ts';
import type { FeeAmount, FeeSchedule } from './types.ts';

/**
 * ESCROW: usage balance in cents. INVOICE: charges are billed, never insufficient. PREAUTH: the unspent part of the
 * card preauthorization. IMAGES: a flat-fee account's images remaining; lines are counted in images.
 */
export type BalanceKind = 'ESCROW' | 'INVOICE' | 'PREAUTH' | 'IMAGES';

export interface FeeLine {
  description: string;
  /** cents, or images for IMAGES */
  amount: number;
}

export interface FeeScheduleInput {
  kind: BalanceKind;
  /** cents, or images for IMAGES */
  beginning: number;
  /** PREAUTH: a preauthorization is in place */
  preauthorized?: boolean;
  lines: FeeLine[];
  /** 'Abstract document 2024-000123' */
  title: string;
  /** pages this order charges for */
  chargedPages: number[];
  /** selected pages this account bought before: not charged again */
  alreadyPurchased: number[];
  /** whether the server offers a way to top up (flat fee, escrow or card) */
  hasBuyOptions: boolean;
}

export interface FeeScheduleResult {
  feeSchedule: FeeSchedule;
  total: number;
  insufficient: boolean;
  /** PREAUTH only: a preauthorization exists but this order needs more */
  exceedsPreauthorization: boolean;
}

export const feeTexts = {
  beginning: 'Beginning Balance',
  ending: 'Ending Balance',
  charges: 'Download Charges',
  total: 'Total',
  noCharge: 'No charge',
  download: 'Download',
  buyAndDownload: 'Buy and Download',
  exceeding: 'Exceeding Current Preauthorization',
  insufficientEscrow: 'Your escrow balance is not enough for this purchase.',
  insufficientImages: 'Your account does not have enough images remaining for this purchase.',
  needPreauthorization: 'A credit card preauthorization is needed for this purchase.',
  exceedsPreauthorization: 'This purchase exceeds your current credit card preauthorization.',
  noOptions: 'No purchasing options are available. Please contact your account administrator or the county.',
} as const;

export const formatImages = (n: number) => `${n} ${Math.abs(n) === 1 ? 'image' : 'images'}`;

export function formatAmount(kind: BalanceKind, n: number): string {
  return kind === 'IMAGES' ? formatImages(n) : formatCents(n);
}

export function buildFeeSchedule(input: FeeScheduleInput): FeeScheduleResult {
  const { kind, beginning, lines, title, chargedPages, alreadyPurchased } = input;
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const ending = kind === 'INVOICE' ? beginning + total : beginning - total;
  const insufficient = kind !== 'INVOICE' && total > 0 && ending < 0;
  const exceedsPreauthorization = kind === 'PREAUTH' && insufficient && !!input.preauthorized;
  const fmt = (n: number) => formatAmount(kind, n);
  const item = (l: FeeLine): FeeAmount => ({ description: l.description, value: fmt(l.amount) });

  const n = chargedPages.length;
  const purchaseMessage =
    n === 0
      ? `All selected pages of ${title} were purchased before; there is no charge.`
      : `You are purchasing ${n} ${n === 1 ? 'page' : 'pages'} of ${title}.`;
  const alreadyPurchasedMessage = alreadyPurchased.length
    ? `${alreadyPurchased.length === 1 ? 'Page' : 'Pages'} ${formatPageList(alreadyPurchased)} ${
        alreadyPurchased.length === 1 ? 'was' : 'were'
      } purchased before and will not be charged again.`
    : '';
  const insufficientBalanceMessage = !insufficient
    ? ''
    : kind === 'IMAGES'
      ? feeTexts.insufficientImages
      : kind === 'PREAUTH'
        ? input.preauthorized
          ? feeTexts.exceedsPreauthorization
          : feeTexts.needPreauthorization
        : feeTexts.insufficientEscrow;

  return {
    total,
    insufficient,
    exceedsPreauthorization,
    feeSchedule: {
      alreadyPurchasedMessage,
      beginningBalance: { description: feeTexts.beginning, value: fmt(beginning) },
      endingBalance: { description: feeTexts.ending, value: fmt(ending) },
      insufficientBalance: insufficient,
      insufficientBalanceMessage,
      singleItemPurchase:
        lines.length <= 1
          ? { item: lines[0] ? item(lines[0]) : { description: feeTexts.noCharge, value: fmt(0) } }
          : null,
      multipleItemPurchase:
        lines.length > 1
          ? {
              itemHeaderDescription: feeTexts.charges,
              items: lines.map(item),
              total: { description: feeTexts.total, value: fmt(total) },
            }
          : null,
      purchaseMessage,
      noPurchasingOptionsAvailableMessage: insufficient && !input.hasBuyOptions ? feeTexts.noOptions : '',
      downloadButtonText: total > 0 ? feeTexts.buyAndDownload : feeTexts.download,
    },
  };
}
