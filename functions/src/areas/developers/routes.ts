// GET /api/openapi.json (issue 31): the OpenAPI 3.1 document of the calls an API key may make, open to anyone (no
// sign-in: a vendor reads it before holding a key). The county's calls-per-minute limit is added to the one
// document every county shares. Browsers and tools may keep it five minutes and then ask again with its ETag.
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { getConfig } from '#src/platform/config.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { openApiDocument } from './build-openapi.ts';

export const developersRoutes = new Hono<AppEnv>().get('/openapi.json', etag(), async (c) => {
  const { apiKeyCallsPerMinute } = await getConfig(c.get('county'), 'userAccess');
  const document = openApiDocument();
  const info = { ...document.info, 'x-calls-per-minute': apiKeyCallsPerMinute };
  return c.json({ ...document, info }, 200, { 'Cache-Control': 'public, max-age=300' });
});
