// The calls behind the fraud alert pages (issue 22). Every call but the page's words carries the signed token of
// the e-mailed link, so a subscriber needs no sign-in; 401/403 are the page's own to show (quietAuth).
import type {
  AddWatchAnswer,
  AlertsPage,
  ConfirmAnswer,
  SignUpAnswer,
  SubscriptionAnswer,
  WatchInput,
} from '@portal/shared/alerts/schemas';
import useSWR from 'swr';
import { apiPost, callApi } from '#src/lib/api.ts';

const quiet = { quietAuth: true };

/** The sign-up page's words and the switch; the login page reads the same answer for its link. */
export const useAlertsPage = () => useSWR<AlertsPage>('alerts/page', { revalidateOnFocus: false });

export async function signUp(email: string): Promise<string> {
  const { content, message } = await callApi<SignUpAnswer>('POST', 'alerts/signUp', { email }, quiet);
  return content?.message ?? message ?? '';
}

export const confirmEmail = (token: string) => apiPost<ConfirmAnswer>('alerts/confirm', { token }, quiet);

/** The manage page's subscription, read by POST (the token stays out of logs of GET URLs). */
export const useSubscription = (token: string) =>
  useSWR<SubscriptionAnswer>(['alerts/subscription', token], () => apiPost('alerts/subscription', { token }, quiet), {
    revalidateOnFocus: false,
  });

export const addWatch = (token: string, watch: WatchInput) =>
  apiPost<AddWatchAnswer>('alerts/watches/add', { token, watch }, quiet);

export const removeWatch = (token: string, watchId: string) =>
  apiPost('alerts/watches/remove', { token, watchId }, quiet);

export const unsubscribe = (token: string) => apiPost('alerts/unsubscribe', { token }, quiet);
