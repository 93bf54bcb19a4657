// controlPanel/countyConfig/*: the county configuration pages' calls (spec 3 section 7.5), for TRIMIN and COUNTY
// (the registry says who may edit each group: shared/config/registry.ts). End User Sessions is answered before
// the {group} route; it changes state on a GET, as the spec names it, so it also asks the X-Requested-With header
// the SPA sends (a link followed from another site cannot add it).
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { forbidden } from '#src/platform/errors.ts';
import { currentUser, requireStaff } from '#src/platform/session.ts';
import { configGroupParam } from './config-group-param.ts';
import { endUserSessions } from './end-user-sessions.ts';
import { getCountyConfig } from './get-county-config.ts';
import { saveCountyConfig } from './save-county-config.ts';

export const countyConfigRoutes = new Hono<AppEnv>()
  .get('/controlPanel/countyConfig/endUserSessions', requireStaff, async (c) => {
    if (!c.req.header('x-requested-with')) throw forbidden('Cross-site request refused.');
    return ok(c, undefined, await endUserSessions(c.get('county'), currentUser(c)));
  })
  .get('/controlPanel/countyConfig/:group', requireStaff, async (c) => {
    const group = configGroupParam(c.req.param('group'), currentUser(c).role);
    return ok(c, await getCountyConfig(c.get('county'), group));
  })
  .post('/controlPanel/countyConfig/:group', requireStaff, async (c) => {
    const user = currentUser(c);
    const group = configGroupParam(c.req.param('group'), user.role);
    const body = await c.req.json().catch(() => undefined);
    const { content, message } = await saveCountyConfig(c.get('county'), user, group, body);
    return ok(c, content, message);
  });
