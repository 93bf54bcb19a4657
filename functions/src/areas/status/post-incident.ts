// POST status/incidents: TRIMIN posts an incident or planned maintenance. The item and its audit entry are one
// transaction: an incident is never on the page without the entry saying who posted it.
import { type Incident, statusMessages as m, type postIncidentSchema } from '@portal/shared/status/schemas';
import type { z } from 'zod';
import { incidentPut } from '#src/data/app/incidents.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { conflict } from '#src/platform/errors.ts';
import { newIncidentId } from './incident-id.ts';

export async function postIncident(
  county: string,
  by: SessionUser,
  input: z.output<typeof postIncidentSchema>,
  now = new Date(),
): Promise<Incident> {
  const at = now.toISOString();
  const incident: Incident = {
    incidentId: newIncidentId(now),
    ...input,
    resolvedAt: '',
    postedAt: at,
    updatedAt: at,
  };
  await transactWrite(
    [
      incidentPut(county, incident),
      auditChange({ county, by, type: 'INCIDENT_POST', info: `${incident.kind}: ${incident.title}`, after: incident }),
    ],
    // a random id taken within the same second: the poster sends again
    conflict(m.samePost),
  );
  return incident;
}
