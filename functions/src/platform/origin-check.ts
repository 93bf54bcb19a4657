// The deployed API answers only what came through the portal's CloudFront distribution. CloudFront adds a secret
// header to every request it forwards (infra's OriginSecret: a value Secrets Manager generated for the stack,
// written into the distribution's origin by a dynamic reference); the Lambdas read the same secret, named by
// ORIGIN_SECRET_ID, on first use and keep it a few minutes. A request without it (the HTTP API's own execute-api
// address, called directly) is refused before anything else runs, and only a request that carried it may name its
// county in x-county (tenancy.ts). Without ORIGIN_SECRET_ID (a laptop, the tests) nothing is checked and no request
// is trusted to name its county.
import { createHash, timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { AppError, forbidden } from './errors.ts';

/** The header CloudFront sets on every request it forwards to the API (infra reads this name too). */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';

const KEEP_MS = 5 * 60_000;

let client: SecretsManagerClient | undefined;
let cached: { secretId: string; at: number; value: Promise<string> } | undefined;

function originSecret(secretId: string): Promise<string> {
  if (!cached || cached.secretId !== secretId || Date.now() - cached.at > KEEP_MS) {
    const entry = { secretId, at: Date.now(), value: readSecret(secretId) };
    cached = entry;
    // a failed read is not kept: the next request asks again
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.value;
}

async function readSecret(secretId: string): Promise<string> {
  client ??= new SecretsManagerClient({});
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (SecretString) return SecretString;
  } catch (err) {
    console.error(`Reading the origin secret ${secretId} failed`, err);
  }
  throw new AppError('UNAVAILABLE', 'The portal cannot take requests just now. Try again in a minute.');
}

// compared as digests: equal length, and no timing that tells how much of a guess was right
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request came through CloudFront: it carries the origin secret of a deployment that has one. */
export async function cameThroughEdge(headers: Headers): Promise<boolean> {
  const secretId = process.env.ORIGIN_SECRET_ID;
  const sent = headers.get(ORIGIN_SECRET_HEADER);
  if (!secretId || !sent) return false;
  return timingSafeEqual(digest(sent), digest(await originSecret(secretId)));
}

export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (process.env.ORIGIN_SECRET_ID) {
    if (!(await cameThroughEdge(c.req.raw.headers)))
      throw forbidden("This address does not serve the portal. Use the county's portal address.");
    // what CloudFront itself wrote (CloudFront-Viewer-Address) may now be believed (client-address.ts)
    c.set('edge', true);
  }
  await next();
};

/** Forgets the kept secret and client (tests that point the environment at another secret or endpoint). */
export function resetOriginSecret(): void {
  cached = undefined;
  client = undefined;
}
