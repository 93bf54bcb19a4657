// A user's choice of the monthly statement by e-mail, saved per user (the monthly job reads it per administrator).
import { setMonthlyStatementOn } from '#src/data/app/money-mail.ts';
import { putAuditEntry } from '#src/data/ledger/audit.ts';
import type { SessionUser } from '#src/platform/context.ts';

export async function saveMonthlyStatement(county: string, user: SessionUser, on: boolean): Promise<void> {
  await setMonthlyStatementOn(county, user.userId, on);
  await putAuditEntry({
    county,
    type: 'USER_UPDATE',
    userId: user.userId,
    username: user.username,
    accountId: user.accountId,
    info: `Monthly statement e-mail ${on ? 'on' : 'off'}`,
  });
}
