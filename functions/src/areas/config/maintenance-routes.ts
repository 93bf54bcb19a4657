// controlPanel/countyConfig/userPurgeNow and runBilling (spec 3 section 7.5): the Purge Now page and the Schedule
// page's Run Billing do on demand what the scheduled jobs do (areas/maintenance). Listed before the {group} routes.
import { Hono } from 'hono';
import { purgeNow, runBillingNow } from '#src/areas/maintenance/index.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, requireStaff } from '#src/platform/session.ts';
import { configGroupParam } from './config-group-param.ts';
import { getCountyConfig } from './get-county-config.ts';
import { saveCountyConfig } from './save-county-config.ts';

const json = (c: { req: { json: () => Promise<unknown> } }) => c.req.json().catch(() => undefined);

export const maintenanceRoutes = new Hono<AppEnv>()
  .post('/controlPanel/countyConfig/userPurgeNow', requireStaff, async (c) => {
    const user = currentUser(c);
    configGroupParam('userPurgeNow', user.role);
    return ok(c, undefined, await purgeNow(c.get('county'), user, await json(c)));
  })
  .post('/controlPanel/countyConfig/runBilling', requireStaff, async (c) => {
    const county = c.get('county');
    const user = currentUser(c);
    const group = configGroupParam('billingSchedule', user.role);
    const body = await json(c);
    const message = await runBillingNow(county, user, (form) => saveCountyConfig(county, user, group, form), body);
    return ok(c, await getCountyConfig(county, group), message);
  });
