// Start-up lists (spec 1 section 7): county configuration groups and product versions, read by every visitor.
import { clientLogSchema } from '@portal/shared/api/client-log';
import type { ProductVersions, PublicConfigGroups } from '@portal/shared/api/named-content';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientAddress } from '#src/platform/client-address.ts';
import { getConfig } from '#src/platform/config.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { AppError } from '#src/platform/errors.ts';
import { assertWithinRate } from '#src/platform/rate-limit.ts';
import { body } from '#src/platform/validate.ts';

export const APP_VERSION = '5.0.9';

/** Client error reports a source may send per minute: a page that fails in a loop still reports, not floods. */
export const LOG_RATE = { limit: 20, windowSeconds: 60 };
const tooLarge = () => {
  throw new AppError('TOO_LARGE', 'The log entry is too large: 4 KB at most.');
};

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
    return ok<PublicConfigGroups>(c, { namedContentResultList: groups });
  })
  .get('/helperdata/productVersions', (c) =>
    ok<ProductVersions>(c, {
      namedContentResultList: [{ name: 'productVersions', baseContent: { application: APP_VERSION } }],
    }),
  )
  .post('/logReact', bodyLimit({ maxSize: 4096, onError: () => tooLarge() }), body(clientLogSchema), async (c) => {
    // Anyone may call this (errors happen before sign-in too): a bounded entry, a per-source rate, one log line.
    const county = c.get('county');
    await assertWithinRate(county, 'logReact', clientAddress(c), LOG_RATE);
    const { message, stack = '', url = '' } = c.req.valid('json');
    console.warn(`[client ${county}] ${JSON.stringify({ message, url, stack })}`);
    return ok(c);
  });
