// What every entry of a search log carries besides its event: how long it is kept (the county's audit retention:
// the audit log purge's days when the county purges it, else as long as the audit log, no TTL) and the index's
// verified-through date of the kind of record it concerns, as the county's Notable Dates state it at that moment.
// Both are configuration reads through the short cache, so logging adds no DynamoDB read to a warm call.
import { getConfig } from '#src/platform/config.ts';

export type RecordKind = 'abstract' | 'torrens' | 'lien';

const DAY_SECONDS = 86_400;

export async function logContext(county: string, kind: RecordKind, now = new Date()) {
  const [purge, notable] = await Promise.all([
    getConfig(county, 'auditLogPurgeSchedule'),
    getConfig(county, 'notableDates'),
  ]);
  const days = purge.automaticPurge ? purge.automaticPurgeAfterDays : 0;
  return {
    at: now.toISOString(),
    ttl: days >= 1 ? Math.floor(now.getTime() / 1000) + days * DAY_SECONDS : undefined,
    // a kind the county dates on its own, else the abstract index's date
    verifiedThrough: notable[`${kind}VerifiedDate`] || notable.abstractVerifiedDate || '',
  };
}
