// An ls_audit_log row as an entry of our audit log (docs/migration.md, 'Audit log'): in the ledger table's month
// partition of its instant, under its migrated account and user (the report indexes), marked dataSource ONE (the
// reports' data source for LS1) and keyed by LS1's log id, so a second write of it replaces the first.
import { z } from 'zod';
import { auditIndexAttributes, auditKey } from '#src/data/ledger/keys.ts';
import { cents, firstProblem, instant, key, requiredText, text } from './ls1-values.ts';
import { ls1AccountId, ls1AuditId, ls1UserId, type Mapped } from './migrated-ids.ts';

/** The reports' data source of LS1's entries (ours are FIVE). */
export const LS1_DATA_SOURCE = 'ONE';

const optionalKey = z.union([key, z.null(), z.undefined()]).transform((v) => v ?? undefined);

const row = z.object({
  log_id: key,
  log_time: instant,
  log_type: requiredText(40).transform((v) => v.toUpperCase().replace(/\s+/g, '_')),
  user_id: optionalKey,
  login_name: text(50),
  account_id: optionalKey,
  amount: cents,
  log_info: z.union([z.string(), z.null(), z.undefined()]).transform((v) => (v ?? '').trim().slice(0, 4000)),
});

export type MigratedAuditItem = Record<string, unknown> & { pk: string; sk: string; at: string };

export function mapAudit(county: string, raw: Record<string, unknown>): Mapped<MigratedAuditItem> {
  const parsed = row.safeParse(raw);
  if (!parsed.success) {
    return {
      refused: {
        table: 'ls_audit_log',
        key: String(raw.log_id ?? '?'),
        label: String(raw.log_type ?? '').slice(0, 40),
        reason: firstProblem(parsed.error),
      },
    };
  }
  const r = parsed.data;
  const id = ls1AuditId(r.log_id);
  const accountId = r.account_id ? ls1AccountId(r.account_id) : undefined;
  const userId = r.user_id ? ls1UserId(r.user_id) : undefined;
  const indexes = Object.fromEntries(
    Object.entries(auditIndexAttributes(county, r.log_time, accountId, userId)).filter(([, v]) => v !== undefined),
  );
  return {
    ok: {
      ...auditKey(county, r.log_time, id),
      ...indexes,
      id,
      at: r.log_time,
      county,
      type: r.log_type,
      dataSource: LS1_DATA_SOURCE,
      ls1LogId: r.log_id,
      ...(userId ? { userId } : {}),
      ...(r.login_name ? { username: r.login_name } : {}),
      ...(accountId ? { accountId } : {}),
      ...(r.amount ? { amountCents: r.amount } : {}),
      ...(r.log_info ? { info: r.log_info } : {}),
    },
  };
}
