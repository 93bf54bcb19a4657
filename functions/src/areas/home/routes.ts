// home/*: the signed-in home page's content.
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, requireUser } from '#src/platform/session.ts';
import { homeContent } from './home-content.ts';

export const homeRoutes = new Hono<AppEnv>().use('/home/all', requireUser).get('/home/all', async (c) => {
  const { lockoutInPlace, content } = await homeContent(c.get('county'), currentUser(c));
  return ok(c, content, undefined, { lockout: lockoutInPlace });
});
