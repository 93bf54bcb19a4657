// What an e-filing costs: the county's card image rates for its document type (a special rate whose documentType
// is the e-file type, e.g. LR, when one is in force, else the first-page and additional-page prices), charged by
// page, plus the county's card surcharge. Computed on the server from the page count it counted itself.
import { imageRates } from '../fees/image-fee.ts';
import { type CardSurchargeConfig, cardSurcharge } from '../fees/surcharge.ts';
import type { FeeConfig } from '../fees/types.ts';
import type { EfileCharges, EfileType } from './types.ts';

export function efileCharges({
  pages,
  efileType,
  config,
  creditCardExtra,
}: {
  pages: number;
  efileType: EfileType;
  config: FeeConfig;
  creditCardExtra: CardSurchargeConfig;
}): EfileCharges {
  if (!Number.isSafeInteger(pages) || pages < 1) throw new RangeError(`pages must be a positive integer: ${pages}`);
  const rates = imageRates({ config, paymentMethod: 'CREDIT_CARD', documentType: efileType, instrumentCode: '' });
  const firstPageCharge = rates.firstPageCents;
  const additionalPagesCharge = (pages - 1) * rates.additionalPageCents;
  const { surchargeCents, totalCents } = cardSurcharge({
    amountCents: firstPageCharge + additionalPagesCharge,
    creditCardExtra,
  });
  return {
    numberOfPages: pages,
    firstPageCharge,
    additionalPagesCharge,
    surcharge: surchargeCents,
    totalCharge: totalCents,
  };
}
