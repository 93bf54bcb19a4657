// alerts/*: property fraud alerts (issue 22). Anyone may sign up; a subscriber acts only through the token of an
// e-mailed link (no sign-in), county staff read the monthly counts. The county comes from the request's tenancy as
// everywhere; every call but the page's answers 403 while the county has the feature off.

import { MAX_WATCHES, alertMessages as m } from '@portal/shared/alerts/messages';
import {
  type AddWatchAnswer,
  type AlertsPage,
  type AlertsStats,
  addWatchSchema,
  type ConfirmAnswer,
  confirmSchema,
  oneClickQuerySchema,
  removeWatchSchema,
  type SignUpAnswer,
  type SubscriptionAnswer,
  signUpSchema,
  subscriptionSchema,
  unsubscribeSchema,
} from '@portal/shared/alerts/schemas';
import type { Envelope } from '@portal/shared/api/envelope';
import { Hono } from 'hono';
import { listWatches } from '#src/data/app/alerts.ts';
import { clientAddress } from '#src/platform/client-address.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { badRequest } from '#src/platform/errors.ts';
import { publicOrigin } from '#src/platform/public-links.ts';
import { requireRole } from '#src/platform/session.ts';
import { body, query } from '#src/platform/validate.ts';
import { addWatch } from './add-watch.ts';
import { confirm } from './confirm.ts';
import { alertSettings, alertsOn } from './feature.ts';
import { subscriptionOfManageToken } from './manage-token.ts';
import { removeWatch } from './remove-watch.ts';
import { signUp } from './sign-up.ts';
import { alertsStats } from './stats.ts';
import { unsubscribe } from './unsubscribe.ts';

export const alertsRoutes = new Hono<AppEnv>()
  // the feature switch before the body's checks: a county without alerts refuses every call alike (403)
  .use('/alerts/*', async (c, next) => {
    if (c.req.method === 'POST') await alertsOn(c.get('county'));
    await next();
  })
  .get('/alerts/page', async (c) => {
    const s = await alertSettings(c.get('county'));
    return ok<AlertsPage>(c, {
      enabled: s.enabled,
      heading: s.heading,
      introText: s.introText,
      countyPhone: s.countyPhone,
      maxWatches: MAX_WATCHES,
    });
  })
  .post('/alerts/signUp', body(signUpSchema), async (c) => {
    const county = c.get('county');
    const settings = await alertsOn(county);
    const message = await signUp(
      county,
      settings,
      c.req.valid('json').email,
      clientAddress(c),
      await publicOrigin(county),
    );
    return c.json<Envelope<SignUpAnswer>>({ status: 'SUCCESS', message, content: { message } }, 202);
  })
  .post('/alerts/confirm', body(confirmSchema), async (c) => {
    const county = c.get('county');
    return ok<ConfirmAnswer>(c, await confirm(county, c.req.valid('json').token));
  })
  .post('/alerts/subscription', body(subscriptionSchema), async (c) => {
    const county = c.get('county');
    const sub = await subscriptionOfManageToken(county, c.req.valid('json').token);
    return ok<SubscriptionAnswer>(c, {
      email: sub.email,
      confirmed: sub.confirmed,
      watches: await listWatches(county, sub.subId),
      maxWatches: MAX_WATCHES,
    });
  })
  .post('/alerts/watches/add', body(addWatchSchema), async (c) => {
    const county = c.get('county');
    const { token, watch } = c.req.valid('json');
    const added = await addWatch(county, await subscriptionOfManageToken(county, token), watch);
    return c.json<Envelope<AddWatchAnswer>>({ status: 'SUCCESS', content: { watch: added } }, 201);
  })
  .post('/alerts/watches/remove', body(removeWatchSchema), async (c) => {
    const county = c.get('county');
    const { token, watchId } = c.req.valid('json');
    await removeWatch(county, await subscriptionOfManageToken(county, token), watchId);
    return ok(c, undefined, m.removed);
  })
  .post('/alerts/unsubscribe', body(unsubscribeSchema), async (c) => {
    const county = c.get('county');
    return ok(c, undefined, await unsubscribe(county, c.req.valid('json').token));
  })
  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL, with no
  // cookie and no Origin (platform/same-origin.ts lets this path through: the token is the authority)
  .post('/alerts/oneClickUnsubscribe', query(oneClickQuerySchema), async (c) => {
    const county = c.get('county');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form['List-Unsubscribe'] !== 'One-Click') {
      throw badRequest('Send the form field List-Unsubscribe=One-Click (RFC 8058).', {
        'List-Unsubscribe': 'Must be One-Click.',
      });
    }
    return ok(c, undefined, await unsubscribe(county, c.req.valid('query').token));
  })
  .get('/alerts/stats', requireRole('TRIMIN', 'COUNTY'), async (c) => {
    const county = c.get('county');
    await alertsOn(county);
    return ok<AlertsStats>(c, await alertsStats(county));
  });
