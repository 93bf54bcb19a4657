// The calls that act on one account and answer it again with the server's message (status change, monthly
// renewal). The empty filter with includeInactive lets the server find the account whatever the list shows.
import type { AccountDetails } from '@portal/shared/accounts/types';
import { callApi } from '#src/lib/api.ts';

export async function postForAccount(call: string, accountId: string) {
  const body = { accountId, filterText: '', includeInactive: true };
  const { content, message } = await callApi<AccountDetails>('POST', `controlPanel/${call}`, body);
  return { account: content, message: message ?? '' };
}
