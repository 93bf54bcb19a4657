// The deployed API refuses what did not come through CloudFront, and believes x-county only from it. The origin
// secret is read as a deployed Lambda reads it: from the Secrets Manager secret named by ORIGIN_SECRET_ID, over the
// service's JSON protocol (a loopback endpoint answers GetSecretValue). Without ORIGIN_SECRET_ID (a laptop) nothing
// is refused, and the county comes from the host, never from the header.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#src/app.ts';
import { ORIGIN_SECRET_HEADER, resetOriginSecret } from '#src/platform/origin-check.ts';

const SECRET = 'k3Jq9vX2mP8wR4tY7uZ1aB5cD6eF0gH2';
const asked: string[] = [];
let server: Server;
const app = createApp();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { SecretId } = JSON.parse(body) as { SecretId: string };
      asked.push(SecretId);
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      res.end(
        JSON.stringify({ ARN: `arn:aws:secretsmanager:us-east-1:1:secret:${SecretId}-AbCdEf`, SecretString: SECRET }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  delete process.env.ORIGIN_SECRET_ID;
  resetOriginSecret();
  asked.length = 0;
});
afterAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER;
  await new Promise((resolve) => server.close(resolve));
});

const deployed = () => {
  process.env.ORIGIN_SECRET_ID = 'Portal/origin';
};

async function call(url: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  const res = await app.request(url, { ...init, headers: { 'x-requested-with': 'test', ...headers } });
  const body = (await res.json()) as {
    message?: string;
    content?: { namedContentResultList?: Array<{ name: string; baseContent: { countyName?: string } }> };
  };
  const common = body.content?.namedContentResultList?.find((group) => group.name === 'common');
  return { status: res.status, message: body.message, county: common?.baseContent.countyName, res };
}

const landlink = 'http://localhost/api/helperdata/landlink';
const LAKEWOOD = 'Lakewood County, Minnesota';
const MARIANAS = 'Commonwealth of the Northern Mariana Islands';

describe('a deployed API (ORIGIN_SECRET_ID set)', () => {
  it('refuses a request without the origin secret, or with a wrong one, before anything else', async () => {
    deployed();
    const attempts: Record<string, string>[] = [
      {},
      { [ORIGIN_SECRET_HEADER]: 'guess' },
      { [ORIGIN_SECRET_HEADER]: `${SECRET}x` },
    ];
    for (const headers of attempts) {
      const res = await call(landlink, headers);
      expect([res.status, res.message]).toEqual([
        403,
        "This address does not serve the portal. Use the county's portal address.",
      ]);
    }
    // a sign-in straight to the execute-api address neither signs in nor sets a cookie
    const login = await call(
      'http://localhost/api/auth/login',
      { 'content-type': 'application/json', 'x-county': 'marianas' },
      { method: 'POST', body: JSON.stringify({ username: 'county.admin', password: 'Demo#2026' }) },
    );
    expect(login.status).toBe(403);
    expect(login.res.headers.getSetCookie()).toEqual([]);
  });

  it('answers what came through CloudFront, for the county CloudFront named', async () => {
    deployed();
    const edge = { [ORIGIN_SECRET_HEADER]: SECRET };
    expect(await call(landlink, { ...edge, 'x-county': 'marianas' })).toMatchObject({ status: 200, county: MARIANAS });
    expect(await call(landlink, edge)).toMatchObject({ status: 200, county: LAKEWOOD });
    // read once from Secrets Manager and kept
    expect(asked).toEqual(['Portal/origin']);
  });

  it('does not let a forged x-county or host through without the secret', async () => {
    deployed();
    expect((await call(landlink, { 'x-county': 'marianas' })).status).toBe(403);
    expect((await call('http://marianas.localhost/api/helperdata/landlink')).status).toBe(403);
  });
});

describe('a local API (no ORIGIN_SECRET_ID)', () => {
  it('answers every request, and ignores x-county: the host names the county', async () => {
    expect(await call(landlink, { 'x-county': 'marianas' })).toMatchObject({ status: 200, county: LAKEWOOD });
    expect(await call(landlink, { 'x-county': 'marianas', [ORIGIN_SECRET_HEADER]: 'anything' })).toMatchObject({
      status: 200,
      county: LAKEWOOD,
    });
    expect(await call('http://marianas.localhost/api/helperdata/landlink')).toMatchObject({
      status: 200,
      county: MARIANAS,
    });
    expect(asked).toEqual([]);
  });
});
