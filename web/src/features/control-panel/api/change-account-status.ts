// POST controlPanel/accountChangeStatusList (the list again) and accountChangeStatusSingle (the account again),
// each with the server's message.
import type { AccountIdQuery } from '@portal/shared/accounts/schemas';
import type { AccountListContent } from '@portal/shared/accounts/types';
import { callApi } from '#src/lib/api.ts';
import { postForAccount } from './post-for-account.ts';

export async function changeAccountStatusInList(query: AccountIdQuery) {
  const { content, message } = await callApi<AccountListContent>('POST', 'controlPanel/accountChangeStatusList', query);
  return { list: content, message: message ?? '' };
}

export const changeAccountStatusSingle = (accountId: string) => postForAccount('accountChangeStatusSingle', accountId);
