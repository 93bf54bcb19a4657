// THE payment seam of the search area. Every search and every priced detail pane (documentDetails,
// taxLienDetails) passes through here before its results are shown. Fees and charging belong to the payments
// issue: it plugs in here (a la carte and card prices per search type, special rates, preauthorizations), and
// answers paymentNeeded (show the price list) or paymentNeededAgain (re-authorize). Until then nothing is charged.
import type { PaymentOutcome } from '@portal/shared/search/results';
import type { Account } from '#src/areas/accounts/store.ts';
import type { SessionUser } from '#src/platform/context.ts';

export interface ChargeRequest {
  county: string;
  user: SessionUser;
  account: Account | undefined;
  /** the search form type, or the detail pane */
  item: string;
  /** what is bought: the criteria hash of a search, the document id of a detail pane */
  reference: string;
  /** paging or re-sorting a kept result set, which the spec does not charge again */
  reused: boolean;
}

export async function chargeForSearch(_request: ChargeRequest): Promise<PaymentOutcome> {
  return { paymentNeeded: false, paymentNeededAgain: false };
}
