// Which county a request is for: the x-county header (set by the CloudFront Function from the host in the cloud),
// else the first label of a *.localhost host, else the stack's single county (COUNTY) or DEFAULT_COUNTY.
import type { MiddlewareHandler } from 'hono';
import { getCounty } from './config.ts';
import type { AppEnv } from './context.ts';
import { notFound } from './errors.ts';

const COUNTY_ID = /^[a-z][a-z0-9-]{1,30}$/;

export function countyFromRequest(headers: Headers): string | undefined {
  const header = headers.get('x-county')?.trim().toLowerCase();
  if (header) return header;
  const host = (headers.get('host') ?? '').split(':')[0]?.toLowerCase() ?? '';
  const labels = host.split('.');
  if (labels.length === 2 && labels[1] === 'localhost') return labels[0];
  return process.env.COUNTY ?? process.env.DEFAULT_COUNTY;
}

export const tenancy: MiddlewareHandler<AppEnv> = async (c, next) => {
  const county = countyFromRequest(c.req.raw.headers);
  if (!county || !COUNTY_ID.test(county) || !(await getCounty(county))) throw notFound('Unknown county.');
  c.set('county', county);
  await next();
};
