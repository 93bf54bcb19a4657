// The caller's network address as the platform reports it, for per-source sign-in back-off and rate limits.
// - Lambda: API Gateway's requestContext.http.sourceIp, the peer that opened the connection to API Gateway.
//   Behind CloudFront that peer is a CloudFront edge, so a "source" is an edge location: coarser than one
//   visitor, but nothing a caller can choose. (CloudFront-Viewer-Address would be finer once the API refuses what
//   did not come through CloudFront; until then it is a header like any other.) Read here rather than with
//   hono/aws-lambda's getConnInfo, which falls back to X-Forwarded-For.
// - The local server: the socket's remote address (@hono/node-server's getConnInfo).
// - In-process tests (app.request without a platform): 'local'.
// Never X-Forwarded-For or another header: the client writes those.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

interface PlatformEnv {
  requestContext?: { http?: { sourceIp?: string }; identity?: { sourceIp?: string } };
  incoming?: unknown;
}

export function clientAddress(c: Context): string {
  const env = c.env as PlatformEnv | undefined;
  if (env?.requestContext) {
    return env.requestContext.http?.sourceIp ?? env.requestContext.identity?.sourceIp ?? 'unknown';
  }
  if (env?.incoming) return getConnInfo(c).remote.address ?? 'unknown';
  return 'local';
}
