// POST creditcard/authorizationResponse (spec 1 'Credit-card authorization') for every area that opens the card
// window. An approved authorization opens a new preauthorization, which is the card payer's usage balance, so the
// header's balance is read again before the caller goes on (a search resent later then shows its own charge).
import { apiPost } from './api.ts';
import { refreshUsageBalance } from './current-user.ts';

export async function sendAuthorizationResponse(response: unknown): Promise<{ authorizationOkay: boolean }> {
  const answer = await apiPost<{ authorizationOkay: boolean }>('creditcard/authorizationResponse', response);
  if (answer.authorizationOkay) {
    // The card is authorized whatever happens here: a failed refresh only leaves the old figure for a while.
    await refreshUsageBalance().catch((err) => console.warn('usage balance refresh failed', err));
  }
  return answer;
}
