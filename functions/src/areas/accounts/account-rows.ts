// The Accounts list's rows: descriptions, the monthly fee, Users(count) from the user lists' counters and whether
// the More menu offers Reload.

import { reloadAllowed } from '@portal/shared/accounts/form-rules';
import type { AccountRow } from '@portal/shared/accounts/types';
import { formatCents } from '@portal/shared/format/money';
import { ensureUserLists } from '#src/areas/users/index.ts';
import type { Account } from '#src/data/app/accounts.ts';
import { accountScope } from '#src/data/app/keys.ts';
import { getListCounts } from '#src/data/app/list-index.ts';
import { getConfig } from '#src/platform/config.ts';

export const accountTypeDescriptions = { A_LA_CARTE: 'A La Carte', FLAT_FEE: 'Flat Fee' } as const;
export const paymentMethodDescriptions = { ESCROW: 'Escrow', CREDIT_CARD: 'Credit Card', INVOICE: 'Invoice' } as const;

export async function userCounts(county: string, ids: string[]): Promise<Map<string, number>> {
  await ensureUserLists(county);
  const counts = await getListCounts(
    county,
    'USER',
    ids.map((id) => accountScope(id)),
  );
  return new Map(ids.map((id, i) => [id, Math.max(0, counts[i] ?? 0)]));
}

export async function accountRows(county: string, accounts: Account[]): Promise<AccountRow[]> {
  const [counts, override] = await Promise.all([
    userCounts(
      county,
      accounts.map((a) => a.id),
    ),
    getConfig(county, 'flatFeeOverride'),
  ]);
  return accounts.map((a) => ({
    id: a.id,
    name: a.name,
    accountType: a.accountType,
    accountTypeDescription: accountTypeDescriptions[a.accountType],
    paymentMethod: a.paymentMethod,
    paymentMethodDescription: paymentMethodDescriptions[a.paymentMethod],
    monthlyFee: a.monthlyFeeCents,
    monthlyFeeDescription: formatCents(a.monthlyFeeCents),
    status: a.status,
    userCount: counts.get(a.id) ?? 0,
    reloadAllowed: reloadAllowed(a, override.countyAdminReload),
  }));
}
