// The caller's network address as the platform reports it, for per-source sign-in back-off and rate limits.
// - Lambda behind CloudFront: the viewer's address from CloudFront-Viewer-Address, which CloudFront itself writes
//   (the /api/* origin request policy forwards it, infra/lib/web/web.ts), believed ONLY on a request that carried
//   the origin secret (origin-check.ts marks it `edge`). Without the secret the header is a client's like any
//   other, so it is never read.
// - Lambda otherwise (or the header missing or malformed): API Gateway's requestContext.http.sourceIp, the peer
//   that opened the connection to API Gateway; behind CloudFront an edge location, coarser than one viewer but
//   nothing a caller can choose. Read here rather than with hono/aws-lambda's getConnInfo, which falls back to
//   X-Forwarded-For.
// - The local server: the socket's remote address (@hono/node-server's getConnInfo).
// - In-process tests (app.request without a platform): 'local'.
// Never X-Forwarded-For or another client-written header.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { viewerAddress } from './viewer-address.ts';

interface PlatformEnv {
  requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } };
  incoming?: unknown;
}

export function clientAddress(c: Context<AppEnv>): string {
  if (c.get('edge')) {
    const viewer = viewerAddress(c.req.header('cloudfront-viewer-address'));
    if (viewer) return viewer;
  }
  const env = c.env as PlatformEnv | undefined;
  if (env?.requestContext) {
    return env.requestContext.http?.sourceIp ?? env.requestContext.identity?.sourceIp ?? 'unknown';
  }
  if (env?.incoming) return getConnInfo(c).remote.address ?? 'unknown';
  return 'local';
}
