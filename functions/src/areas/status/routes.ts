// status/*: the county's public status page (issue 28). Reading it needs no sign-in (the county is the request's
// tenancy, from the host); posting, updating and resolving incidents is the vendor's staff's (TRIMIN).

import type { Envelope } from '@portal/shared/api/envelope';
import {
  type Incident,
  type OpenIncidentsAnswer,
  postIncidentSchema,
  resolveIncidentSchema,
  type StatusAnswer,
  updateIncidentSchema,
} from '@portal/shared/status/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, requireRole } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { getStatus } from './get-status.ts';
import { listIncidents } from './list-incidents.ts';
import { postIncident } from './post-incident.ts';
import { resolveIncident } from './resolve-incident.ts';
import { updateIncident } from './update-incident.ts';

const trimin = requireRole('TRIMIN');

export const statusRoutes = new Hono<AppEnv>()
  .get('/status', async (c) => ok<StatusAnswer>(c, await getStatus(c.get('county'))))
  // the home banner's: the open incidents alone, without the checks
  .get('/status/open', async (c) => ok<OpenIncidentsAnswer>(c, { open: (await listIncidents(c.get('county'))).open }))
  .post('/status/incidents', trimin, body(postIncidentSchema), async (c) => {
    const incident = await postIncident(c.get('county'), currentUser(c), c.req.valid('json'));
    return c.json<Envelope<Incident>>({ status: 'SUCCESS', content: incident }, 201);
  })
  .post('/status/incidents/update', trimin, body(updateIncidentSchema), async (c) =>
    ok<Incident>(c, await updateIncident(c.get('county'), currentUser(c), c.req.valid('json'))),
  )
  .post('/status/incidents/resolve', trimin, body(resolveIncidentSchema), async (c) =>
    ok<Incident>(c, await resolveIncident(c.get('county'), currentUser(c), c.req.valid('json').incidentId)),
  );
