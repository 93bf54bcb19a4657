// Who calls in the access tests: anonymous and one demo sign-in per role, in copies of the two demo counties.
// Each test file seeds its own copies (same configuration and sign-ins as lakewood and marianas, under ids of its
// own), so a lockout or a password change made by another test file running beside it cannot change an answer.
import { createApp } from '../../functions/src/app.ts';
import { DEMO_PASSWORD, demoCounties, seedDemoCounties } from '../../scripts/seed/demo-counties.ts';

export const callers = ['anonymous', 'TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST', 'CARD', 'FLATFEE'] as const;
export type Caller = (typeof callers)[number];
export type SignedIn = Exclude<Caller, 'anonymous'>;

/** The demo username of each signed-in caller (README 'Demo sign-ins'). */
export const usernames: Record<SignedIn, string> = {
  TRIMIN: 'trimin.admin',
  COUNTY: 'county.admin',
  ACCOUNT: 'account.admin',
  USER: 'title.examiner',
  GUEST: 'guestuser1',
  CARD: 'card.customer',
  FLATFEE: 'flatfee.admin',
};

export const demoIds = ['lakewood', 'marianas'] as const;
export type DemoId = (typeof demoIds)[number];

/** Seeds copies of both demo counties for one test file; answers the id of each copy. */
export async function copyDemoCounties(tag: string): Promise<Record<DemoId, string>> {
  const suffix = `${tag}-${Math.random().toString(36).slice(2, 7)}`;
  const ids = { lakewood: `lakewood-${suffix}`, marianas: `marianas-${suffix}` };
  await seedDemoCounties(demoCounties.map((c) => ({ ...c, id: ids[c.id as DemoId] })));
  return ids;
}

const app = createApp();

export interface Call {
  method: string;
  path: string;
  /** the session cookie's value */
  session?: string | undefined;
  /** sent as JSON unless it is already a string or bytes */
  body?: unknown;
  headers?: Record<string, string>;
}

/** One call to the real app in-process; the county is chosen by the host name, as a browser's request would. */
export function callApp(county: string, { method, path, session, body, headers = {} }: Call): Promise<Response> {
  const raw = typeof body === 'string' || body instanceof Uint8Array;
  const sent = body === undefined || raw ? body : JSON.stringify(body);
  return Promise.resolve(
    app.request(`http://${county}.localhost${path}`, {
      method,
      headers: {
        host: `${county}.localhost`,
        // the same-origin guard's answer for callers without an Origin header (not a cross-site browser form)
        'x-requested-with': 'XMLHttpRequest',
        ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
        ...(session ? { cookie: `lrp_sid=${session}` } : {}),
        ...headers,
      },
      ...(sent !== undefined ? { body: sent as NonNullable<RequestInit['body']> } : {}),
    }),
  );
}

/** Signs a demo user in and answers the new session's cookie value. */
export async function signIn(county: string, caller: SignedIn): Promise<string> {
  const res = await callApp(county, {
    method: 'POST',
    path: '/api/auth/login',
    body: { username: usernames[caller], password: DEMO_PASSWORD },
  });
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('lrp_sid='));
  const value = cookie?.split(';')[0]?.slice('lrp_sid='.length);
  if (res.status !== 200 || !value) throw new Error(`sign-in of ${usernames[caller]} in ${county}: ${res.status}`);
  return value;
}

/** A session of every signed-in caller in one county. */
export async function signInAll(county: string): Promise<Record<SignedIn, string>> {
  const names = callers.filter((c): c is SignedIn => c !== 'anonymous');
  const sessions = await Promise.all(names.map((c) => signIn(county, c)));
  return Object.fromEntries(names.map((c, i) => [c, sessions[i]])) as Record<SignedIn, string>;
}
