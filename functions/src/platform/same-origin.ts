// Cross-site request forgery guard for state-changing calls: a browser's Origin must be the county's public URL
// origin; a caller without Origin (not a browser form) must send the X-Requested-With header, which a cross-site
// page cannot set without a CORS preflight we never grant. An Origin that is not a URL (`null` from a sandboxed
// frame or a redirect, garbage) is refused like any other foreign origin.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { forbidden } from './errors.ts';
import { configuredPublicUrl } from './public-links.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const refused = () => forbidden('Cross-site request refused.');
// RFC 8058 one-click unsubscribe: a mail program's POST carries neither Origin nor a cookie; its token is its authority
const ONE_CLICK = /^\/api\/alerts\/oneClickUnsubscribe$/;

/**
 * A browser call must come from the county's public URL origin. A county that has none configured yet is compared
 * with the Host the browser sent: a cross-site page can choose neither the victim's Origin nor its Host, so that
 * still stops forgery, but only the configured URL also fixes which address is the portal.
 */
async function fromPortal(county: string, origin: URL, hostHeader: string | undefined): Promise<boolean> {
  const portal = await configuredPublicUrl(county);
  return portal ? origin.origin === portal.origin : origin.host === hostHeader;
}

export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE.has(c.req.method) && !c.req.path.startsWith('/api/webhooks/') && !ONE_CLICK.test(c.req.path)) {
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      if (!URL.canParse(origin) || !(await fromPortal(c.get('county'), new URL(origin), c.req.header('host')))) {
        throw refused();
      }
    } else if (!c.req.header('x-requested-with')) {
      throw refused();
    }
  }
  await next();
};
