// Cross-site request forgery guard for state-changing calls: a browser's Origin must match the host; a caller
// without Origin (not a browser form) must send the X-Requested-With header, which a cross-site page cannot set
// without a CORS preflight we never grant.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { forbidden } from './errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method) && !c.req.path.startsWith('/api/webhooks/')) {
    const origin = c.req.header('origin');
    const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
    if (origin) {
      if (new URL(origin).host !== host) throw forbidden('Cross-site request refused.');
    } else if (!c.req.header('x-requested-with')) {
      throw forbidden('Cross-site request refused.');
    }
  }
  await next();
};
