// POST controlPanel/accountDelete: the account and its users go; the message and the list again.
import type { AccountIdQuery } from '@portal/shared/accounts/schemas';
import type { AccountListContent } from '@portal/shared/accounts/types';
import { callApi } from '#src/lib/api.ts';

export async function deleteAccount(query: AccountIdQuery) {
  const { content, message } = await callApi<AccountListContent>('POST', 'controlPanel/accountDelete', query);
  return { list: content, message: message ?? '' };
}
