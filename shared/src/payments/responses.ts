// What the payments calls answer (the envelope's content): the API's handlers return these types and the SPA's
// payments api reads them, so a change on one side that the other does not follow fails the type-check.
import type { EscrowDepositCharge } from '../fees/escrow-surcharge.ts';
import type { FeeAmount, PurchaseOptions } from '../imaging/types.ts';
import type { UsageBalance } from '../search/results.ts';

/** creditcard/authorize: the hosted form's token for a preauthorization of the county's amount. */
export interface CardAuthorization {
  token: string;
  amountCents: number;
  amount: string;
}

export interface CardPrice {
  /** a search form type (searchByName ...), documentDetails or taxLienDetails */
  item: string;
  cents: number;
}

/** creditcard/searchPrices */
export interface CardSearchPrices {
  prices: CardPrice[];
  /** what a new preauthorization holds */
  preauthorizationCents: number;
  /** what is left of the open preauthorization; null when there is none */
  remainingCents: number | null;
}

/** A card the provider declined, with its reason when it gave one: the payer may try another card. */
export interface CardDecline {
  declined: true;
  reason?: string;
}

/**
 * escrowDeposit/completeDeposit refuses a declined card with 409 and this field error: `errors.card` holds the
 * provider's reason ('' when it gave none); other refusals have no `card` error.
 */
export const DECLINED_CARD_FIELD = 'card';

/** creditcard/authorizationResponse: not authorized because declined (try another card), or for a fault. */
export type AuthorizationResult =
  | (CardDecline & { authorizationOkay: false })
  | { authorizationOkay: false; declined: false }
  | { authorizationOkay: true; amountCents: number; amount: string; transId: string };

/** creditcard/closeAuthorization: each preauthorization closed, what was captured and what released. */
export interface ClosedAuthorizations {
  closed: Array<{ transId: string; capturedCents: number; voidedCents: number }>;
}

/** escrowDeposit/initiateDeposit: the hosted form's token and what the card will be charged. */
export interface InitiatedDeposit extends EscrowDepositCharge {
  tokenResults: { token: string };
}

/** escrowDeposit/completeDeposit */
export interface CompletedDeposit {
  depositCents: number;
  usageBalance: UsageBalance | null;
}

/** flatFee/getAddOnOptions: an image state holding only the flat-fee options. */
export interface AddOnOptions {
  guid: string;
  status: 'OPEN';
  purchaseOptions: PurchaseOptions;
}

/** flatFee/getUserAddOnConfirmation */
export interface FlatFeeConfirmation {
  ok: boolean;
  errorMessage?: string;
  headers?: string[];
  accountMessage?: string;
  beginningBalance?: FeeAmount;
  purchase?: FeeAmount;
  endingBalance?: FeeAmount;
  insufficientBalance?: boolean;
}

/** flatFee/userAddOn */
export interface UserAddOnResult {
  ok: boolean;
  message: string;
}

export type WebhookOutcome = 'COMPLETED' | 'IGNORED' | 'DUPLICATE' | 'NOT_APPROVED';

/** webhooks/authorizenet */
export interface WebhookAnswer {
  notificationId: string;
  outcome: WebhookOutcome;
}
