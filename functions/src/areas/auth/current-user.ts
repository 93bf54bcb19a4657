// The current user as the SPA keeps it (spec 1 section 3): identity, role, account type, balance, rights, lists.

import type { CurrentUser } from '@portal/shared/auth/current-user';
import type { Language } from '@portal/shared/auth/roles';
import { searchListOf } from '@portal/shared/search/search-list';
import { usageBalanceOf } from '#src/areas/payments/index.ts';
import { loadSearchHistory } from '#src/areas/search/index.ts';
import { getAccount } from '#src/data/app/accounts.ts';
import { getUser, type User } from '#src/data/app/users.ts';
import { getConfig } from '#src/platform/config.ts';
import { notFound } from '#src/platform/errors.ts';

/** `sessionLanguage`: the guest's, from the session (the shared guest login's own language is never used). */
export async function currentUserContent(
  county: string,
  userId: string,
  sessionLanguage?: Language,
): Promise<CurrentUser> {
  const user = await getUser(county, userId);
  if (!user) throw notFound('User not found.');
  const [account, search, cardRates] = await Promise.all([
    getAccount(county, user.accountId),
    getConfig(county, 'search'),
    getConfig(county, 'creditCard'),
  ]);
  const staff = user.role === 'TRIMIN' || user.role === 'COUNTY';
  const searchList = searchListOf(search, account, staff);
  const [usageBalance, searchHistoryList] = await Promise.all([
    usageBalanceOf(county, { userId: user.id, role: user.role, accountId: user.accountId }, { account }),
    loadSearchHistory(county, user.id),
  ]);
  return {
    userId: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    accountId: user.accountId,
    accountName: account?.name ?? '',
    accountType: account?.accountType ?? 'A_LA_CARTE',
    paymentMethod: account?.paymentMethod ?? 'ESCROW',
    usageBalance,
    language: (user.role === 'GUEST' ? sessionLanguage : user.language) ?? 'ENGLISH',
    searchHistoryList,
    tabList: [],
    searchList,
    imageRetrieval: staff || !!account?.imageRetrieval,
    certificateRetrieval: staff || !!account?.certificateRetrieval,
    creditCardSearchRates: Object.entries(cardRates)
      .filter(([k, v]) => k.endsWith('CreditCard') && typeof v === 'number')
      .map(([k, v]) => ({ code: k.replace(/CreditCard$/, ''), description: (Number(v) / 100).toFixed(2) })),
  };
}

export function profileOf(user: User) {
  const { firstName, lastName, company, address, city, state, zip, email, phone } = user;
  return { firstName, lastName, company, address, city, state, zip, email, phone };
}
