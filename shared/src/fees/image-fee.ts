// The price of a document's images: per document (DOCUMENT), or first page + additional pages (PAGE).
// Rates: the special rate for the document's type and instrument code when one is in force (special-rates.ts),
// else the base image prices; both from the credit-card alternate rates for a card payer when the county applies
// them (active-rates.ts).
import { formatCents } from '../format/money.ts';
import { activeRates } from './active-rates.ts';
import { assertCents } from './assert-cents.ts';
import { feeOf } from './fee-lines.ts';
import { type DocumentKind, findSpecialRate } from './special-rates.ts';
import type { ChargeLine, ChargeMethod, Fee, PricingContext, RateSchedule, SpecialRate } from './types.ts';

export interface ImageRates {
  documentCents: number;
  firstPageCents: number;
  additionalPageCents: number;
  schedule: RateSchedule;
  /** the special-rate row that set these rates; undefined: the base prices */
  specialRate: SpecialRate | undefined;
}

/** The image rates for one document and payer. */
export function imageRates({ documentType, instrumentCode, ...ctx }: PricingContext & DocumentKind): ImageRates {
  const rates = activeRates(ctx);
  const special = findSpecialRate(rates.specialRates, { documentType, instrumentCode });
  if (special) {
    return {
      documentCents: special.documentRate,
      firstPageCents: special.firstPageRate,
      additionalPageCents: special.additionalPagesRate,
      schedule: rates.schedule,
      specialRate: special,
    };
  }
  return {
    documentCents: rates.price('imageDocument'),
    firstPageCents: rates.price('imageFirstPage'),
    additionalPageCents: rates.price('imageAdditionalPages'),
    schedule: rates.schedule,
    specialRate: undefined,
  };
}

export interface ImageFeeInput extends PricingContext, DocumentKind {
  /** pages charged by this order (pages the account bought before are left out by the caller); 0: no charge */
  pages: number;
  chargeMethod: ChargeMethod;
  /**
   * PAGE only: the account already paid this document's first page in an earlier order, so every page of this one
   * is at the additional-page rate.
   */
  firstPagePurchased?: boolean;
}

export interface ImageFee extends Fee {
  rates: ImageRates;
}

/**
 * DOCUMENT: one document rate for any number (> 0) of pages. PAGE: the first-page rate for one page plus the
 * additional-page rate for each other page; all pages at the additional rate when the first page was bought before.
 */
export function imageFee({ pages, chargeMethod, firstPagePurchased = false, ...rest }: ImageFeeInput): ImageFee {
  assertCents(pages, 'pages');
  const rates = imageRates(rest);
  const lines: ChargeLine[] = [];
  if (pages > 0 && chargeMethod === 'DOCUMENT') {
    lines.push({ description: 'Document image', cents: rates.documentCents });
  } else if (pages > 0) {
    const additional = firstPagePurchased ? pages : pages - 1;
    if (!firstPagePurchased) lines.push({ description: 'First page', cents: rates.firstPageCents });
    if (additional > 0) {
      lines.push({
        description: `${firstPagePurchased ? 'Pages' : 'Additional pages'} (${additional} x ${formatCents(rates.additionalPageCents)})`,
        cents: additional * rates.additionalPageCents,
      });
    }
  }
  return { ...feeOf(rates.schedule, lines), rates };
}
