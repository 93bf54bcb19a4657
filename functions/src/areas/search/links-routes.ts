// tax/getLinks and gis/getLinks: the parcel links of a document (spec 2 'Calls').
import { recordIdSchema } from '@portal/shared/search/requests';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { requireUser } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { parcelLinks } from './parcel-links.ts';

export const linksRoutes = new Hono<AppEnv>()
  .use('/tax/*', requireUser)
  .use('/gis/*', requireUser)
  .post('/tax/getLinks', body(recordIdSchema), async (c) =>
    ok(c, await parcelLinks(c.get('county'), 'tax', c.req.valid('json').id)),
  )
  .post('/gis/getLinks', body(recordIdSchema), async (c) =>
    ok(c, await parcelLinks(c.get('county'), 'gis', c.req.valid('json').id)),
  );
