// HOOK POINT for the credit-card payment windows (spec 2 section 4 'Payment flow'; a later issue). A search,
// paging call or priced detail pane whose answer says paymentNeededAgain asks for the re-authorization price
// window, one that says paymentNeeded for the price list window; both then open the card authorization frame
// (500 px high, with the token asked for when the screen opened) and call request.resend() once authorized.
// Until that issue lands this shows nothing; the search screens already route every such answer here.
import type { PaymentOutcome } from '@portal/shared/search/results';

export interface PaymentRequest {
  window: 'priceList' | 'reauthorization';
  /** what is being bought: a search form type, or documentDetails / taxLienDetails */
  item: string;
  /** the card authorization token of the open screen, when the user pays by card */
  cardToken: string | null;
  /** sends the call again after the card is authorized */
  resend: () => void;
}

/** Which payment window an answer asks for: paymentNeededAgain wins over paymentNeeded. */
export function paymentWindowOf(outcome: Partial<PaymentOutcome>): PaymentRequest['window'] | null {
  if (outcome.paymentNeededAgain) return 'reauthorization';
  if (outcome.paymentNeeded) return 'priceList';
  return null;
}

export function SearchPaymentWindows(_props: { request: PaymentRequest; onClose: () => void }) {
  return null;
}
