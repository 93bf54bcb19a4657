// The incidents the page lists: everything posted in the last INCIDENT_DAYS days (one Query from the id of that
// instant), and which of them are open now.
import { INCIDENT_DAYS, type Incident, isOpen } from '@portal/shared/status/schemas';
import { incidentsSince } from '#src/data/app/incidents.ts';
import { incidentIdPrefix } from './incident-id.ts';

export async function listIncidents(
  county: string,
  now = new Date(),
): Promise<{ open: Incident[]; recent: Incident[] }> {
  const since = new Date(now.getTime() - INCIDENT_DAYS * 86_400_000);
  const recent = await incidentsSince(county, incidentIdPrefix(since));
  const iso = now.toISOString();
  return { open: recent.filter((i) => isOpen(i, iso)), recent };
}
