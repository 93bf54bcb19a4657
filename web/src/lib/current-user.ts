// The signed-in user as the SPA keeps it (spec 1 section 3), stored so it survives a reload, plus the balance
// refresh every area may call after a purchase.
import type { AccountType, Language, PaymentMethod, Role } from '@portal/shared/auth/roles';
import { apiPost } from './api.ts';
import { readStored, usePersistentState, writeStored } from './persistent-state.ts';

export type UsageBalance =
  | { kind: 'CENTS'; cents: number; imagesRemaining: number }
  | { kind: 'IMAGES'; cents: number; imagesRemaining: number };

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
  usageBalance: UsageBalance | null;
  language: Language;
  searchHistoryList: unknown[];
  tabList: unknown[];
  searchList: string[];
  imageRetrieval: boolean;
  certificateRetrieval: boolean;
  creditCardSearchRates: Array<{ code: string; description: string }>;
}

const KEY = 'currentUser';

/** The current user, or null when nobody is signed in. */
export function useCurrentUser(): CurrentUser | null {
  return usePersistentState<CurrentUser | null>(KEY, null)[0];
}

export function setCurrentUser(user: CurrentUser | null): void {
  writeStored(KEY, user ?? undefined);
}

export function getCurrentUser(): CurrentUser | null {
  return readStored<CurrentUser | null>(KEY, null);
}

/** POST currentUser/usageBalance and keep the answer; throws on failure (the caller shows the alert). */
export async function refreshUsageBalance(): Promise<UsageBalance | null> {
  const user = getCurrentUser();
  const { usageBalance } = await apiPost<{ usageBalance: UsageBalance | null }>('currentUser/usageBalance', {
    userId: user?.userId,
  });
  const now = getCurrentUser();
  if (now) setCurrentUser({ ...now, usageBalance });
  return usageBalance;
}

let verified = false;
/** Login and logout tell the session check whether this page load already knows the session. */
export function markSessionVerified(value: boolean): void {
  verified = value;
}
export const isSessionVerified = () => verified;
