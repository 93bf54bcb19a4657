// POST status/incidents/update: TRIMIN corrects an open incident's words, severity or times.
import type { Incident, updateIncidentSchema } from '@portal/shared/status/schemas';
import type { z } from 'zod';
import type { SessionUser } from '#src/platform/context.ts';
import { changeIncident } from './change-incident.ts';

export function updateIncident(
  county: string,
  by: SessionUser,
  { incidentId, ...fields }: z.output<typeof updateIncidentSchema>,
): Promise<Incident> {
  return changeIncident(county, by, incidentId, 'INCIDENT_UPDATE', (before) => ({ ...before, ...fields }));
}
