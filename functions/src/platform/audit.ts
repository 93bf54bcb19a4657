// The audit log: one item per event in the ledger table, partitioned by county and month so reports read a
// month at a time (data/ledger/audit.ts). Money events are written inside the same transaction as the balance
// change (see payments); an administrator's change in the change's transaction (audit-change.ts).
import { type AuditEvent, auditItem, putAuditEntry } from '#src/data/ledger/audit.ts';

export { type AuditEvent, auditItem };

/** Writes an audit entry on its own. */
export async function audit(e: AuditEvent): Promise<void> {
  await putAuditEntry(e);
}

/** A search charge's old description, the fee line and the criteria hash that was its reference:
 * 'Name search (WjvZjhXPNZ5bnBYBak4LDn)'. */
const hashedSearchInfo = /^(.+ search) \([A-Za-z0-9_-]{22}\)$/;

/** How an entry's info reads in a report: a search charge written before charges described their criteria
 * ('Name: SMITH') keeps its fee line without the internal hash ('Name search'); every other info is as written. */
export function auditInfoText(type: string, info: string): string {
  return type === 'SEARCH' ? info.replace(hashedSearchInfo, '$1') : info;
}
