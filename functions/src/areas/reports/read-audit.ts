// The reports' reads of the audit log (platform/audit.ts writes it; every money event's entry is written in its
// ledger transaction, with ledgerType and ledgerKey, so the entries with a ledgerType are the ledger's entries one
// for one). Each read is a Query on a key made for a period (data/ledger/audit.ts `auditEntryPages`;
// docs/data-model.md, 'Ledger: access patterns'): an account's events on gsi1, a user's on gsi2, the county's by
// month partition; never a Scan. Pages are yielded as DynamoDB answers them, so a report streams them into its
// file without holding the period.
import { type AuditFilter, type AuditRow, type AuditSource, auditEntryPages } from '#src/data/ledger/audit.ts';
import { auditInfoText } from '#src/platform/audit.ts';

export type { AuditFilter, AuditRow, AuditSource };

/** The period's entries of an account, a user or the county, oldest first, a Query page at a time; info as shown. */
export async function* auditPages(...period: Parameters<typeof auditEntryPages>): AsyncGenerator<AuditRow[]> {
  for await (const rows of auditEntryPages(...period)) {
    for (const r of rows) if (r.info) r.info = auditInfoText(r.type, r.info);
    yield rows;
  }
}
