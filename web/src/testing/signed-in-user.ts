// A signed-in user as the SPA keeps it, for component tests of any feature.
import { searchTypeKeys } from '@portal/shared/config/groups';
import type { CurrentUser } from '#src/lib/current-user.ts';

/** every search of the portal, as the server names them in a user's search list */
export const allSearches = searchTypeKeys.map((k) => `searchBy${k}`);

export function signedInUser(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    userId: 'u1',
    username: 'title.examiner',
    role: 'USER',
    accountId: 'a1',
    accountName: 'Northwoods Title Company',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'ESCROW',
    usageBalance: { kind: 'CENTS', cents: 25_000, imagesRemaining: 0 },
    language: 'ENGLISH',
    searchHistoryList: [],
    tabList: [],
    searchList: allSearches,
    imageRetrieval: true,
    certificateRetrieval: true,
    creditCardSearchRates: [],
    ...over,
  };
}
