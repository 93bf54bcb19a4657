// POST controlPanel/accountChangeStatusList (the list again) and accountChangeStatusSingle (the account again),
// each with the server's message.
import type { AccountIdQuery } from '@portal/shared/accounts/schemas';
import type { AccountDetails, AccountListContent } from '@portal/shared/accounts/types';
import { callApi } from '#src/lib/api.ts';

export async function changeAccountStatusInList(query: AccountIdQuery) {
  const { content, message } = await callApi<AccountListContent>('POST', 'controlPanel/accountChangeStatusList', query);
  return { list: content, message: message ?? '' };
}

export async function changeAccountStatusSingle(accountId: string) {
  const { content, message } = await callApi<AccountDetails>('POST', 'controlPanel/accountChangeStatusSingle', {
    accountId,
    filterText: '',
    includeInactive: true,
  });
  return { account: content, message: message ?? '' };
}
