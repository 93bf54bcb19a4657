// The signed-in user as the SPA keeps it (spec 1 section 3), stored so it survives a reload, plus the balance
// refresh every area may call after a purchase.
import type { CurrentUser, UsageBalanceContent } from '@portal/shared/auth/current-user';
import type { UsageBalance } from '@portal/shared/search/results';
import { apiPost } from './api.ts';
import { readStored, usePersistentState, writeStored } from './persistent-state.ts';

// The answer's types are the server's (shared/); the SPA's modules name them from here.
export type { CurrentUser, UsageBalance };

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
  const { usageBalance } = await apiPost<UsageBalanceContent>('currentUser/usageBalance', {
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
