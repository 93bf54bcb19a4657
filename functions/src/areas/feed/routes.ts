// feed/*: the index feed (issue 31) for staff (free) and the users of an account on a feed plan, signed in or by
// an API key with the 'feed' scope (platform/bearer-auth.ts). GUEST, the shared login, takes no feed.
import { feedLinkSchema, feedSnapshotRequestSchema } from '@portal/shared/feed/schemas';
import { Hono } from 'hono';
import { requestSnapshot } from '#src/data/records/feed-files.ts';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, requireRole } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { feedCaller } from './feed-plan.ts';
import { linkFeedFile } from './link-feed-file.ts';
import { listFeed } from './list-feed.ts';

export const feedRoutes = new Hono<AppEnv>()
  .use('/feed/*', requireRole('TRIMIN', 'COUNTY', 'ACCOUNT', 'USER'))
  .get('/feed/days', async (c) => {
    const county = c.get('county');
    return ok(c, await listFeed(county, await feedCaller(county, currentUser(c))));
  })
  .post('/feed/link', body(feedLinkSchema), async (c) => {
    const county = c.get('county');
    const user = currentUser(c);
    return ok(c, await linkFeedFile(county, user, await feedCaller(county, user), c.req.valid('json')));
  })
  .post('/feed/requestSnapshot', body(feedSnapshotRequestSchema), async (c) => {
    const county = c.get('county');
    const user = currentUser(c);
    await feedCaller(county, user);
    const requestedAt = await requestSnapshot(county, new Date().toISOString(), user.username);
    return ok(c, { requestedAt }, 'A snapshot was asked for; it is ready within the hour.');
  });
