// The payments calls the download flow uses to top up: flat-fee add-on, escrow deposit by card, card
// preauthorization (spec 1 section 7; its answer goes through lib/card-authorization.ts).
import { apiPost } from '#src/lib/api.ts';

export interface FlatFeeConfirmation {
  ok: boolean;
  errorMessage?: string;
  headers?: string[];
  accountMessage?: string;
  beginningBalance?: { description: string; value: string };
  purchase?: { description: string; value: string };
  endingBalance?: { description: string; value: string };
  insufficientBalance?: boolean;
}

export const getUserAddOnConfirmation = (option: string, imageStateGuid: string) =>
  apiPost<FlatFeeConfirmation>('flatFee/getUserAddOnConfirmation', { option, imageStateReference: { imageStateGuid } });

export const userAddOn = (imageStateGuid: string) =>
  apiPost<{ ok: boolean; message?: string }>('flatFee/userAddOn', { imageStateGuid });

export const initiateDeposit = (amount: number) =>
  apiPost<{ tokenResults: { token: string } }>('escrowDeposit/initiateDeposit', { amount });

export const completeDeposit = (response: unknown) => apiPost('escrowDeposit/completeDeposit', response);

export const authorizeCard = () => apiPost<{ token: string }>('creditcard/authorize', {});
