// The bad-input walk: every POST route gets well over a hundred malformed bodies, as anonymous and as a caller the
// access table lets through (the provider's webhook: signed with the county's key), and answers each with no 5xx,
// a message a person can act on for every refusal, and no trace of the code behind it.
// The bodies no route accepts (not JSON, not an object, odd shapes) test the JSON reader. A route that reads its body
// through the shared validator (body(schema)) gets a third of them signed in, a different third by turns, so each
// still reaches some 40 such routes: the same reader answered the other two thirds on every route before, for a
// quarter of the walk's time. A route that reads its body its own way gets all of them, and every route gets all
// the bodies made from its own sample's fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/app.ts';
import {
  type SimulatorHandle,
  simKeys,
  startSimulator,
} from '../../functions/src/areas/payments/__tests__/fixtures.ts';
import { webhookSignature } from '../../functions/src/platform/card-provider/webhook-signature.ts';
import { bodySchemaOf } from '../../functions/src/platform/validate.ts';
import { appRoutes } from '../../functions/src/route-list.ts';
import { callApp, callers, copyDemoCounties, type DemoId, demoIds, type SignedIn, signIn } from './demo-callers.ts';
import { type Malformed, malformedBodies, readerBodies } from './malformed-bodies.ts';
import { pathOf, type RouteAccess, routeAccess, whoMay } from './route-access.ts';

/** What an answer may never show: stack frames, source paths, the names of JavaScript's internal errors. */
const STACK_TEXT = [
  /\n\s+at /,
  /\bat \S+ \(.*:\d+:\d+\)/,
  /\/src\//,
  /\.[cm]?[jt]s:\d/,
  /node_modules/,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError|ZodError)\b/,
  /__vite_ssr/,
];
const BATCH = 8;

let county: Record<DemoId, string>;
let simulator: SimulatorHandle;

beforeAll(async () => {
  county = await copyDemoCounties('bad');
  simulator = await startSimulator(county.lakewood);
});

afterAll(() => simulator?.close());

/** The first signed-in caller the row lets through, and where; staff first, whose searches are free. */
function insider(row: RouteAccess): { caller: SignedIn; id: DemoId } | undefined {
  for (const caller of callers) {
    if (caller === 'anonymous') continue;
    const id = demoIds.find((d) => whoMay(row, d).includes(caller));
    if (id) return { caller, id };
  }
  return undefined;
}

/** Why one answer is wrong, or undefined when it is fine. */
async function judge(res: Response): Promise<string | undefined> {
  const text = await res.text();
  const stack = STACK_TEXT.find((re) => re.test(text));
  if (res.status >= 500) return `${res.status} ${text.slice(0, 120)}`;
  if (stack) return `stack text ${stack}: ${text.slice(0, 120)}`;
  if (res.status >= 400) {
    const message = (() => {
      try {
        return (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        return undefined;
      }
    })();
    if (typeof message !== 'string' || !message.trim()) return `${res.status} without a message: ${text.slice(0, 80)}`;
  }
  return undefined;
}

interface Pass {
  id: DemoId;
  session?: string;
  sign?: boolean;
}

async function walk(path: string, bodies: Malformed[], pass: Pass) {
  const problems: string[] = [];
  const refusals: string[] = [];
  for (let i = 0; i < bodies.length; i += BATCH) {
    await Promise.all(
      bodies.slice(i, i + BATCH).map(async ({ name, body, contentType }) => {
        const headers: Record<string, string> = { 'content-type': contentType ?? 'application/json' };
        if (pass.sign) {
          // signed over the text the server reads (bytes that are not UTF-8 read as replacement characters)
          const text = new TextDecoder().decode(typeof body === 'string' ? new TextEncoder().encode(body) : body);
          headers['x-anet-signature'] = webhookSignature(text, simKeys.signatureKey);
        }
        const res = await callApp(county[pass.id], { method: 'POST', path, session: pass.session, body, headers });
        if (res.status === 401 || res.status === 403) refusals.push(`${name}: ${res.status}`);
        const problem = await judge(res);
        if (problem) problems.push(`${name}: ${problem}`);
      }),
    );
  }
  return { problems, refusals };
}

/** The POST routes whose body is read by the shared validator, body(schema). */
const validated = new Set(
  createApp()
    .routes.filter((r) => r.method === 'POST' && bodySchemaOf.has(r.handler))
    .map((r) => r.path),
);
const READER_SHARE = 3;
const readerNames = new Set(readerBodies().map((b) => b.name));

// Calls that end sessions go last, as in the matrix.
const posts = appRoutes()
  .filter((r) => r.method === 'POST' && `POST ${r.path}` in routeAccess)
  .map((r) => ({ route: r.path, row: routeAccess[`POST ${r.path}`] as RouteAccess }))
  .map(({ route, row }, turn) => ({ route, path: pathOf(route, row), row, turn }))
  .sort((a, b) => Number(!!a.row.endsSessions) - Number(!!b.row.endsSessions));

/** The bodies of the signed-in pass: this route's third of the reader's bodies when the shared validator reads it. */
function signedBodies(route: string, turn: number, bodies: Malformed[]): Malformed[] {
  if (!validated.has(route)) return bodies;
  let n = 0;
  return bodies.filter((b) => !readerNames.has(b.name) || n++ % READER_SHARE === turn % READER_SHARE);
}

/** One session per caller and county for the walk; a route that ends sessions gets a fresh one of its own. */
const signedIn = new Map<string, Promise<string>>();
function sessionOf(id: DemoId, caller: SignedIn, fresh: boolean): Promise<string> {
  if (fresh) return signIn(county[id], caller);
  const key = `${id} ${caller}`;
  if (!signedIn.has(key)) signedIn.set(key, signIn(county[id], caller));
  return signedIn.get(key) as Promise<string>;
}

describe('every POST route, given malformed bodies', () => {
  it('knows which routes read their body through the shared validator (most), and which their own way', () => {
    const own = posts.filter((p) => !validated.has(p.route)).map((p) => p.route);
    expect(own).toContain('/api/webhooks/authorizenet');
    expect(validated.size).toBeGreaterThan(posts.length / 2);
  });
  it.each(posts.map((p) => [p.route, p] as const))(
    '%s',
    async (route, { path, row, turn }) => {
      const sample = row.sample ?? (row.body as Record<string, unknown> | undefined) ?? {};
      const bodies = malformedBodies(sample);
      expect(bodies.length).toBeGreaterThanOrEqual(100);

      // A route anonymous callers may not use answers them with a refusal (some routes read the body first, so a
      // 400): every eighth body shows that holds for each kind of body, and the whole walk goes to the callers the
      // route serves.
      const openToAll = whoMay(row, 'lakewood').includes('anonymous');
      const anonymousBodies = openToAll ? bodies : bodies.filter((_, i) => i % 8 === 0);
      const anonymous = await walk(path, anonymousBodies, { id: 'lakewood' });
      if (path.startsWith('/api/webhooks/')) {
        // the provider's pass: every body signed with the county's key, so each one reaches the parser
        const signed = await walk(path, bodies, { id: 'lakewood', sign: true });
        expect([...anonymous.problems, ...signed.problems]).toEqual([]);
        expect(signed.refusals).toEqual([]);
        return;
      }
      const inside = insider(row);
      if (!inside) throw new Error(`${path}: the access table lets no signed-in caller through`);
      const session = await sessionOf(inside.id, inside.caller, !!row.endsSessions);
      const signed = await walk(path, signedBodies(route, turn, bodies), { id: inside.id, session });
      expect([...anonymous.problems, ...signed.problems]).toEqual([]);
      if (!row.endsSessions) {
        // the session outlived the walk, so every body of the second pass was sent signed in
        const check = await callApp(county[inside.id], { method: 'GET', path: '/api/currentUser/profile', session });
        expect(check.status).toBe(200);
      }
    },
    // a loaded two-core machine: failed sign-ins hash on purpose, so the login route alone takes a while
    120_000,
  );
});

describe('every POST route, called cross-site', () => {
  const origins = ['null', 'not a url', '', 'http://', 'javascript:alert(1)', 'http://evil.example'];

  it('refuses an Origin that is not the portal, and a call with neither Origin nor X-Requested-With, with 403', async () => {
    const answers: string[] = [];
    // webhooks and RFC 8058's one-click unsubscribe are called by other servers (a provider, a mail program) with no
    // Origin; their own secret (signature, the e-mailed token) is their authority
    const fromServers = (path: string) =>
      path.startsWith('/api/webhooks/') || path === '/api/alerts/oneClickUnsubscribe';
    for (const { path } of posts.filter((p) => !fromServers(p.path))) {
      const calls = [
        ...origins.map((origin) => ({ origin, headers: { origin } })),
        { origin: 'none', headers: { 'x-requested-with': '' } },
      ];
      await Promise.all(
        calls.map(async ({ origin, headers }) => {
          const res = await callApp(county.lakewood, { method: 'POST', path, body: {}, headers });
          const problem = await judge(res);
          if (res.status !== 403 || problem) answers.push(`${path} Origin ${origin}: ${res.status} ${problem ?? ''}`);
        }),
      );
    }
    expect(answers).toEqual([]);
  });
});
