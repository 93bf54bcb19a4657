// An update or the resolution of an incident, written with its audit entry (before and after) in one transaction
// on the condition that nobody changed the incident since it was read: two staff resolving at once write one
// resolution and one entry, and the second is told.
import { type Incident, statusMessages as m } from '@portal/shared/status/schemas';
import { getIncident, incidentReplace } from '#src/data/app/incidents.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { conflict, notFound } from '#src/platform/errors.ts';

export async function changeIncident(
  county: string,
  by: SessionUser,
  incidentId: string,
  type: 'INCIDENT_UPDATE' | 'INCIDENT_RESOLVE',
  change: (before: Incident, at: string) => Incident,
): Promise<Incident> {
  const before = await getIncident(county, incidentId);
  if (!before) throw notFound(m.notFound);
  if (before.resolvedAt) throw conflict(m.resolved);
  const at = new Date().toISOString();
  const after = { ...change(before, at), incidentId, postedAt: before.postedAt, updatedAt: at };
  await transactWrite(
    [
      incidentReplace(county, after, before.updatedAt),
      auditChange({ county, by, type, info: `${after.kind}: ${after.title}`, before, after }),
    ],
    conflict(m.changed),
  );
  return after;
}
