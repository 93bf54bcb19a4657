// Which county a request is for. Behind CloudFront, the x-county header its viewer-request function sets from the
// portal host; that header is believed only on a request that carried the origin secret (origin-check.ts), since
// anyone can send one. Otherwise the first label of a *.localhost host (a laptop, the tests), else the stack's
// single county (COUNTY) or DEFAULT_COUNTY.
import type { MiddlewareHandler } from 'hono';
import { getCounty } from './config.ts';
import type { AppEnv } from './context.ts';
import { notFound } from './errors.ts';
import { cameThroughEdge } from './origin-check.ts';

const COUNTY_ID = /^[a-z][a-z0-9-]{1,30}$/;

export interface CountySources {
  /** the x-county header, when the request came through CloudFront */
  readonly trustedHeader?: string | null;
  /** the host the request was sent to (the URL's host name: the Host header on a server, the API's in Lambda) */
  readonly hostname: string;
}

export function countyFromRequest({ trustedHeader, hostname }: CountySources): string | undefined {
  const header = trustedHeader?.trim().toLowerCase();
  if (header) return header;
  const labels = hostname.toLowerCase().split('.');
  if (labels.length === 2 && labels[1] === 'localhost') return labels[0];
  return process.env.COUNTY ?? process.env.DEFAULT_COUNTY;
}

export const tenancy: MiddlewareHandler<AppEnv> = async (c, next) => {
  const headers = c.req.raw.headers;
  const county = countyFromRequest({
    trustedHeader: (await cameThroughEdge(headers)) ? headers.get('x-county') : undefined,
    hostname: new URL(c.req.url).hostname,
  });
  if (!county || !COUNTY_ID.test(county) || !(await getCounty(county))) throw notFound('Unknown county.');
  c.set('county', county);
  await next();
};
