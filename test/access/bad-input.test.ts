// The bad-input walk: every POST route gets well over a hundred malformed bodies, as anonymous and as a caller the
// access table lets through (the provider's webhook: signed with the county's key), and answers each with no 5xx,
// a message a person can act on for every refusal, and no trace of the code behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SimulatorHandle,
  simKeys,
  startSimulator,
} from '../../functions/src/areas/payments/__tests__/fixtures.ts';
import { webhookSignature } from '../../functions/src/platform/card-provider/webhook-signature.ts';
import { appRoutes } from '../../functions/src/route-list.ts';
import { callApp, callers, copyDemoCounties, type DemoId, demoIds, type SignedIn, signIn } from './demo-callers.ts';
import { type Malformed, malformedBodies } from './malformed-bodies.ts';
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

// Calls that end sessions go last, as in the matrix.
const posts = appRoutes()
  .filter((r) => r.method === 'POST' && `POST ${r.path}` in routeAccess)
  .map((r) => ({ route: r.path, row: routeAccess[`POST ${r.path}`] as RouteAccess }))
  .map(({ route, row }) => ({ route, path: pathOf(route, row), row }))
  .sort((a, b) => Number(!!a.row.endsSessions) - Number(!!b.row.endsSessions));

/** One session per caller and county for the walk; a route that ends sessions gets a fresh one of its own. */
const signedIn = new Map<string, Promise<string>>();
function sessionOf(id: DemoId, caller: SignedIn, fresh: boolean): Promise<string> {
  if (fresh) return signIn(county[id], caller);
  const key = `${id} ${caller}`;
  if (!signedIn.has(key)) signedIn.set(key, signIn(county[id], caller));
  return signedIn.get(key) as Promise<string>;
}

describe('every POST route, given malformed bodies', () => {
  it.each(posts.map((p) => [p.route, p] as const))(
    '%s',
    async (_, { path, row }) => {
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
      const signed = await walk(path, bodies, { id: inside.id, session });
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
