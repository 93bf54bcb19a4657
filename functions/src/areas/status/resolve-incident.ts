// POST status/incidents/resolve: TRIMIN closes an incident or maintenance; it leaves the banner and stays in the
// page's 90-day list as resolved.
import type { Incident } from '@portal/shared/status/schemas';
import type { SessionUser } from '#src/platform/context.ts';
import { changeIncident } from './change-incident.ts';

export function resolveIncident(county: string, by: SessionUser, incidentId: string): Promise<Incident> {
  return changeIncident(county, by, incidentId, 'INCIDENT_RESOLVE', (before, at) => ({ ...before, resolvedAt: at }));
}
