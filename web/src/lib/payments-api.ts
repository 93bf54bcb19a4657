// The payments calls (creditcard/*, escrowDeposit/*, flatFee/*; spec 1 section 7 and spec 2 'Payment flow'), for
// every area that takes a payment: the header, the image download flow, the search payment windows. Their answers
// are the API's own types from shared/payments, so a server change the SPA does not follow fails the type-check.
import type {
  AddOnOptions,
  AuthorizationResult,
  CardAuthorization,
  CardSearchPrices,
  CompletedDeposit,
  FlatFeeConfirmation,
  InitiatedDeposit,
  UserAddOnResult,
} from '@portal/shared/payments/responses';
import { useEffect } from 'react';
import { apiGet, apiPost } from './api.ts';
import { refreshUsageBalance, useCurrentUser } from './current-user.ts';

/** POST creditcard/authorize: a hosted-form token for a preauthorization (CREDIT_CARD users). */
export const authorizeCard = () => apiPost<CardAuthorization>('creditcard/authorize');

/** GET creditcard/searchPrices: the card payer's prices, the preauthorization amount and what is left of it. */
export const getCardSearchPrices = () => apiGet<CardSearchPrices>('creditcard/searchPrices');

/**
 * POST creditcard/authorizationResponse with the provider's transactResponse. An approved authorization opens a new
 * preauthorization, which is the card payer's usage balance, so the header's balance is read again before the
 * caller goes on (a search resent later then shows its own charge).
 */
export async function sendAuthorizationResponse(response: unknown): Promise<AuthorizationResult> {
  const answer = await apiPost<AuthorizationResult>('creditcard/authorizationResponse', response);
  if (answer.authorizationOkay) {
    // The card is authorized whatever happens here: a failed refresh only leaves the old figure for a while.
    await refreshUsageBalance().catch((err) => console.warn('usage balance refresh failed', err));
  }
  return answer;
}

/** POST escrowDeposit/initiateDeposit: the amount in dollars as typed; a 400 names the amount's problem. */
export const initiateDeposit = (amount: string) =>
  apiPost<InitiatedDeposit>('escrowDeposit/initiateDeposit', { amount });

/** POST escrowDeposit/completeDeposit with the provider's transactResponse. */
export const completeDeposit = (response: unknown) =>
  apiPost<CompletedDeposit>('escrowDeposit/completeDeposit', response);

/** POST flatFee/getAddOnOptions: an image state holding only the flat-fee options. */
export const getAddOnOptions = () => apiPost<AddOnOptions>('flatFee/getAddOnOptions');

export const getUserAddOnConfirmation = (option: string, imageStateGuid: string) =>
  apiPost<FlatFeeConfirmation>('flatFee/getUserAddOnConfirmation', { option, imageStateReference: { imageStateGuid } });

export const userAddOn = (imageStateGuid: string) => apiPost<UserAddOnResult>('flatFee/userAddOn', { imageStateGuid });

/**
 * Asks for a card token once when a screen opens (a search form, a results table), for CREDIT_CARD users only, so
 * the payment windows can open the card frame at once. Failures are only logged: the windows ask again.
 */
export function useCardTokenOnOpen(onToken: (token: string) => void): void {
  const creditCard = useCurrentUser()?.paymentMethod === 'CREDIT_CARD';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened screen
  useEffect(() => {
    if (!creditCard) return;
    let live = true;
    authorizeCard()
      .then(({ token }) => live && onToken(token))
      .catch((err) => console.warn('card authorization failed', err));
    return () => {
      live = false;
    };
  }, [creditCard]);
}
