// An administrator's change in the audit log (who, what, before and after), as a transaction item so it is
// written with the change or not at all. Secrets and index bookkeeping never go in.
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { auditEntryPut, auditItem } from '#src/data/ledger/audit.ts';
import type { SessionUser } from './context.ts';

const hidden = new Set(['passwordHash', 'ix', 'ixc', 'pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'county']);

export function snapshot(item: object | undefined): Record<string, unknown> | undefined {
  if (!item) return undefined;
  return Object.fromEntries(Object.entries(item).filter(([k, v]) => !hidden.has(k) && v !== undefined));
}

export interface ChangeEvent {
  county: string;
  by: SessionUser;
  /** USER_CREATE, USER_UPDATE, USER_DELETE, USER_STATUS, USER_PASSWORD, ACCOUNT_CREATE ... */
  type: string;
  accountId?: string | undefined;
  targetUserId?: string | undefined;
  info: string;
  before?: object | undefined;
  after?: object | undefined;
}

export function auditChange(e: ChangeEvent): TransactItem {
  const before = snapshot(e.before);
  const after = snapshot(e.after);
  return auditEntryPut({
    ...auditItem({
      county: e.county,
      type: e.type,
      userId: e.by.userId,
      username: e.by.username,
      ...(e.accountId ? { accountId: e.accountId } : {}),
      info: e.info,
    }),
    byRole: e.by.role,
    ...(e.targetUserId ? { targetUserId: e.targetUserId } : {}),
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
  });
}
