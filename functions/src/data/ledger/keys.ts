// Every key of the ledger table, in one place (docs/data-model.md, 'Ledger: access patterns'): an account's
// ledger entries under their idempotency keys, and the audit log by county month, with an account's events on
// gsi1 and a user's on gsi2. Every partition key starts with the county.

const c = (county: string) => `C#${county}`;

/** A partition of an overloaded index: the index, its key attributes, and the partition key's value. */
const gsi1 = (pk: string) => ({ index: 'gsi1', pkName: 'gsi1pk', skName: 'gsi1sk', pk }) as const;
const gsi2 = (pk: string) => ({ index: 'gsi2', pkName: 'gsi2pk', skName: 'gsi2sk', pk }) as const;

/** A ledger entry: one per money event of an account, under the event's idempotency key (attribute_not_exists). */
export const ledgerEntryKey = (county: string, accountId: string, idempotencyKey: string) => ({
  pk: ledgerPartition(county, accountId),
  sk: idempotencyKey,
});
/** Every ledger entry of an account. */
export const ledgerPartition = (county: string, accountId: string) => `${c(county)}#LEDGER#${accountId}`;

/** An audit entry: partitioned by the (UTC) month of its instant `at` (ISO), sorted by instant, then its id. */
export const auditKey = (county: string, at: string, id: string) => ({
  pk: auditMonthPartition(county, at.slice(0, 7)),
  sk: `${at}#${id}`,
});
/** A month (YYYY-MM) of a county's audit log. */
export const auditMonthPartition = (county: string, month: string) => `${c(county)}#AUDIT#${month}`;

/** An account's audit events, sorted by instant. */
export const auditByAccountIndex = (county: string, accountId: string) => gsi1(`${c(county)}#AUDITACCT#${accountId}`);
/** A user's audit events, sorted by instant. */
export const auditByUserIndex = (county: string, userId: string) => gsi2(`${c(county)}#AUDITUSER#${userId}`);

/** The index attributes of an audit entry: under its account (gsi1) and its user (gsi2), each when it has one. */
export const auditIndexAttributes = (county: string, at: string, accountId?: string, userId?: string) => ({
  gsi1pk: accountId ? auditByAccountIndex(county, accountId).pk : undefined,
  gsi1sk: at,
  gsi2pk: userId ? auditByUserIndex(county, userId).pk : undefined,
  gsi2sk: at,
});
