// POST controlPanel/runMonthlyRenewal: the account id and the filters; answers the account and a message.
import { postForAccount } from './post-for-account.ts';

export const runMonthlyRenewal = (accountId: string) => postForAccount('runMonthlyRenewal', accountId);
