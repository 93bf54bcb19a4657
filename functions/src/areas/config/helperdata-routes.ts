// Start-up lists (spec 1 section 7): county configuration groups and product versions, read by every visitor.
import { Hono } from 'hono';
import { getConfig } from '#src/platform/config.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';

export const APP_VERSION = '5.0.9';

const publicGroups = [
  'common',
  'landlink',
  'efile',
  'languages',
  'escrow',
  'creditCardExtra',
  'userLockout',
  'search',
  'search2',
  'reports',
  'flatFee',
  'loginPageRegistration',
  'homeSelections',
] as const;

export const helperdataRoutes = new Hono<AppEnv>()
  .get('/helperdata/landlink', async (c) => {
    const county = c.get('county');
    const groups = await Promise.all(
      publicGroups.map(async (name) => ({ name, baseContent: await getConfig(county, name) })),
    );
    return ok(c, { namedContentResultList: groups });
  })
  .get('/helperdata/productVersions', (c) =>
    ok(c, { namedContentResultList: [{ name: 'productVersions', baseContent: { application: APP_VERSION } }] }),
  )
  .post('/logReact', async (c) => {
    const text = (await c.req.text()).slice(0, 2000);
    console.warn(`[client ${c.get('county')}] ${text}`);
    return ok(c);
  });
