// Calls the API as API Gateway hands a request to Lambda: from one source address (requestContext.http.sourceIp,
// what platform/client-address.ts reads), so tests can be two strangers at once. TestClient's calls come from
// no platform at all (one shared 'local' source).
import type { Envelope } from '@portal/shared/api/envelope';
import { createApp } from '../../../app.ts';

const app = createApp();

export async function postFrom<T = unknown>(
  source: string,
  path: string,
  json: unknown,
  options: { county?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const county = options.county ?? 'lakewood';
  const res = await app.request(
    `http://${county}.localhost/api/${path}`,
    {
      method: 'POST',
      headers: {
        'x-county': county,
        'x-requested-with': 'test',
        'content-type': 'application/json',
        ...options.headers,
      },
      body: JSON.stringify(json),
    },
    { requestContext: { http: { sourceIp: source } } },
  );
  return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
}

let next = 0;
/** An address in the IPv6 documentation prefix that no other test worker of this run uses. */
export function newSource(): string {
  next += 1;
  return `2001:db8::${process.pid.toString(16)}:${next.toString(16)}`;
}
