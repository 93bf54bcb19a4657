// An escrow account administrator sets (or, with null, clears) the account's low-balance threshold; the alert is
// armed when the balance is at or above it (money-alerts/watch-balance.ts sends it on the crossing).

import { moneyMailMessages } from '@portal/shared/accounts/money-mail';
import { formatCents } from '@portal/shared/format/money';
import { setLowBalanceThreshold } from '#src/data/app/money-mail.ts';
import { putAuditEntry } from '#src/data/ledger/audit.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { conflict } from '#src/platform/errors.ts';

export async function saveLowBalanceThreshold(county: string, user: SessionUser, cents: number | null): Promise<void> {
  if (!(await setLowBalanceThreshold(county, user.accountId, cents))) throw conflict(moneyMailMessages.notEscrow);
  await putAuditEntry({
    county,
    type: 'ACCOUNT_UPDATE',
    userId: user.userId,
    username: user.username,
    accountId: user.accountId,
    info: cents === null ? 'Low-balance alert off' : `Low-balance alert below ${formatCents(cents)}`,
  });
}
