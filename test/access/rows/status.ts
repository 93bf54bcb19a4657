// Access rows of the public status page (issue 28): anyone reads it, signed in or not; only the vendor's staff
// (TRIMIN) post, update and resolve incidents. The sample posts an incident already over, so the matrix's post
// puts no banner on other tests' home pages; update and resolve name an incident that does not exist (404).
import { anyone, type RouteAccess } from '../route-who.ts';

const incident = {
  kind: 'INCIDENT',
  severity: 'MINOR',
  title: 'Access matrix incident',
  message: 'Posted by the access matrix; over already.',
  titleEs: '',
  messageEs: '',
  startsAt: '2026-01-05T10:00:00.000Z',
  endsAt: '2026-01-05T11:00:00.000Z',
};
const incidentId = '20260105T100000Z-abc123';

export const statusRows: Record<string, RouteAccess> = {
  'GET /api/status': { who: anyone },
  'GET /api/status/open': { who: anyone },
  'POST /api/status/incidents': { who: ['TRIMIN'], sample: incident },
  'POST /api/status/incidents/update': { who: ['TRIMIN'], sample: { incidentId, ...incident } },
  'POST /api/status/incidents/resolve': { who: ['TRIMIN'], sample: { incidentId } },
};
