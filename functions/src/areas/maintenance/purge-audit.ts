// Purges a county's audit entries older than a cut-off: a Query per month partition (C#c#AUDIT#YYYY-MM, sorted by
// instant) from the oldest month the log can hold to the cut-off's month, keys and type only, sort key below the
// cut-off; never a Scan. The purge itself is written to the log (after the cut-off, so it stays).

import { auditEntriesBefore, deleteAuditEntries } from '#src/data/ledger/maintenance.ts';
import { audit } from '#src/platform/audit.ts';
import type { SessionUser } from '#src/platform/context.ts';

/** The oldest month an audit entry may carry (migrated LS1 history included). */
export const AUDIT_FIRST_MONTH = '2000-01';

/** Every month from one YYYY-MM to another, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/**
 * Deletes the county's audit entries before `before`. A LOGIN entry at or after `keepLoginsSince` stays: it is a
 * user's last sign-in, which the scheduled user purge still needs when it looks further back than this purge.
 */
export async function purgeAuditBefore(
  county: string,
  by: SessionUser,
  before: Date,
  why: string,
  keepLoginsSince?: Date,
): Promise<number> {
  const cutoff = before.toISOString();
  const keepFrom = keepLoginsSince?.toISOString();
  let purged = 0;
  for (const month of monthsBetween(AUDIT_FIRST_MONTH, cutoff.slice(0, 7))) {
    const found = await auditEntriesBefore(county, month, cutoff);
    const keys = found
      .filter((e) => !(keepFrom && e.type === 'LOGIN' && e.sk >= keepFrom))
      .map(({ pk, sk }) => ({ pk, sk }));
    if (!keys.length) continue;
    await deleteAuditEntries(keys);
    purged += keys.length;
  }
  if (purged) {
    await audit({
      county,
      type: 'AUDIT_PURGE',
      userId: by.userId,
      username: by.username,
      info: `${purged} audit entries before ${cutoff} purged (${why})`,
    });
  }
  return purged;
}
