// The current user as the SPA keeps it (spec 1 section 3): what auth/login and currentUser/profile answer, built
// by functions/src/areas/auth/current-user.ts and kept by web/src/lib/current-user.ts from this one type.
import type { SearchHistoryEntry, UsageBalance } from '../search/results.ts';
import type { AccountType, Language, PaymentMethod, Role } from './roles.ts';
import type { Profile } from './schemas.ts';

export interface CurrentUser {
  userId: string;
  username: string;
  firstName?: string;
  lastName?: string;
  role: Role;
  accountId: string;
  accountName: string;
  accountType: AccountType;
  paymentMethod: PaymentMethod;
  /** none for staff */
  usageBalance: UsageBalance | null;
  language: Language;
  /** the last five searches, newest first */
  searchHistoryList: SearchHistoryEntry[];
  tabList: unknown[];
  /** the search calls the user may make, e.g. 'searchByName' */
  searchList: string[];
  imageRetrieval: boolean;
  certificateRetrieval: boolean;
  /** a card payer's price per search: code 'searchByName', description '1.00' (dollars) */
  creditCardSearchRates: Array<{ code: string; description: string }>;
}

/** GET currentUser/profile: the current user with the contact details (none for the shared GUEST login). */
export type ProfileContent = CurrentUser & Partial<Profile>;

/** POST currentUser/usageBalance */
export interface UsageBalanceContent {
  usageBalance: UsageBalance | null;
}
