// Who the scheduled jobs act as in the audit log and the ledger: no session, no account, vendor rights.
import type { SessionUser } from '#src/platform/context.ts';

export const scheduler: SessionUser = {
  sessionId: '',
  userId: 'SCHEDULER',
  username: 'scheduler',
  role: 'TRIMIN',
  accountId: '',
};
