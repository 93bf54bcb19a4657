// POST controlPanel/runMonthlyRenewal: the account id and the filters; answers the account and a message.
import type { AccountDetails } from '@portal/shared/accounts/types';
import { callApi } from '#src/lib/api.ts';

export async function runMonthlyRenewal(accountId: string) {
  const { content, message } = await callApi<AccountDetails>('POST', 'controlPanel/runMonthlyRenewal', {
    accountId,
    filterText: '',
    includeInactive: true,
  });
  return { account: content, message: message ?? '' };
}
