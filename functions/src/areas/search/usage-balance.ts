// The caller's usage balance as currentUser gives it: none for staff, else their account's escrow cents or
// flat-fee images.
import { staffRoles } from '@portal/shared/auth/roles';
import type { UsageBalance } from '@portal/shared/search/results';
import { getAccount } from '#src/areas/accounts/store.ts';
import { balanceOf } from '#src/areas/auth/current-user.ts';
import type { SessionUser } from '#src/platform/context.ts';

export async function usageBalanceOf(county: string, user: SessionUser): Promise<UsageBalance | null> {
  if (staffRoles.includes(user.role)) return null;
  return balanceOf(await getAccount(county, user.accountId));
}
