// POST controlPanel/account: the entry form's fields (checked with the same schema first); answers the list and a
// message.
import type { AccountEntryParsed } from '@portal/shared/accounts/schemas';
import { callApi } from '#src/lib/api.ts';

export async function saveAccount(account: AccountEntryParsed) {
  const { message } = await callApi<unknown>('POST', 'controlPanel/account', account);
  return message ?? '';
}
