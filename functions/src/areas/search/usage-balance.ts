// The caller's usage balance as currentUser gives it: none for staff, else their account's escrow cents or
// flat-fee images. `known` is the account when the caller has read it since the last change to it.
import { staffRoles } from '@portal/shared/auth/roles';
import type { UsageBalance } from '@portal/shared/search/results';
import { type Account, getAccount } from '#src/areas/accounts/store.ts';
import { balanceOf } from '#src/areas/auth/current-user.ts';
import type { SessionUser } from '#src/platform/context.ts';

export async function usageBalanceOf(
  county: string,
  user: SessionUser,
  known?: Account | undefined,
): Promise<UsageBalance | null> {
  if (staffRoles.includes(user.role)) return null;
  return balanceOf(known ?? (await getAccount(county, user.accountId)));
}
