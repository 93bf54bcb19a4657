import type { Context } from 'hono';

/** The portal's public origin for e-mailed links: PUBLIC_URL when set, else the origin the caller used. */
export function publicOrigin(c: Context): string {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/$/, '');
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}
