// The role x route matrix: every route appRoutes() lists, called as anonymous and as every demo role in both demo
// counties, answers as the access table says: refused (401 anonymous, 403 signed in) or let through (anything
// else). A route without a row, or a row without a route, fails. A session of one county is refused in the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SimulatorHandle, startSimulator } from '../../functions/src/areas/payments/__tests__/fixtures.ts';
import { appRoutes } from '../../functions/src/route-list.ts';
import {
  type Caller,
  callApp,
  callers,
  copyDemoCounties,
  type DemoId,
  demoIds,
  type SignedIn,
  signIn,
  signInAll,
} from './demo-callers.ts';
import { pathOf, type RouteAccess, routeAccess, whoMay } from './route-access.ts';

type Outcome = 'allowed' | 'refused' | 'unknown county' | `wrong ${number}` | `failed ${number}`;

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const routes = appRoutes();

let county: Record<DemoId, string>;
let sessions: Record<DemoId, Record<SignedIn, string>>;
let simulator: SimulatorHandle;

beforeAll(async () => {
  county = await copyDemoCounties('acc');
  // the card routes talk to the provider: the simulator answers them, as the provider's sandbox would
  simulator = await startSimulator(county.lakewood);
  const [lakewood, marianas] = await Promise.all(demoIds.map((id) => signInAll(county[id])));
  sessions = { lakewood: lakewood!, marianas: marianas! };
});

afterAll(() => simulator?.close());

describe('the access table', () => {
  it('has a row for every route the app answers', () => {
    expect(routes.map(key).filter((k) => !(k in routeAccess))).toEqual([]);
  });

  it('has no row for a route the app does not answer', () => {
    const answered = new Set(routes.map(key));
    expect(Object.keys(routeAccess).filter((k) => !answered.has(k))).toEqual([]);
  });
});

/** The class of an answer: a refusal must carry the status of its kind; a call let through may not fail. */
function outcome(caller: Caller, status: number, row: RouteAccess): Outcome {
  if (status >= 500) return `failed ${status}`;
  if (status !== 401 && status !== 403) return 'allowed';
  return status === (row.refusedWith ?? (caller === 'anonymous' ? 401 : 403)) ? 'refused' : `wrong ${status}`;
}

async function callAs(id: DemoId, caller: Caller, method: string, path: string, row: RouteAccess): Promise<Outcome> {
  const session =
    caller === 'anonymous' ? undefined : row.endsSessions ? await signIn(county[id], caller) : sessions[id][caller];
  const body = method === 'GET' ? undefined : (row.body ?? {});
  const res = await callApp(county[id], { method, path: pathOf(path, row), session, body });
  // a county the tenancy guard does not know would let every route look allowed: a broken setup, not an answer
  if ((await res.text()).includes('Unknown county')) return 'unknown county';
  return outcome(caller, res.status, row);
}

describe('a session of one county', () => {
  it('works there and is refused in the other county, for every signed-in role', async () => {
    const replays = callers
      .filter((c): c is SignedIn => c !== 'anonymous')
      .flatMap((caller) =>
        demoIds.map(async (from) => {
          const session = sessions[from][caller];
          const status = async (id: DemoId) => {
            const profile = await callApp(county[id], { method: 'GET', path: '/api/currentUser/profile', session });
            const search = await callApp(county[id], {
              method: 'POST',
              path: '/api/search/searchByName',
              session,
              body: {},
            });
            return `${profile.status} ${search.status}`;
          };
          const other: DemoId = from === 'lakewood' ? 'marianas' : 'lakewood';
          return `${from} ${caller}: home ${await status(from)}, away ${await status(other)}`;
        }),
      );
    const answers = await Promise.all(replays);
    // at home the session passes the guard (the empty criteria answer 400); away it is no session at all
    expect(answers).toEqual(answers.map((a) => a.replace(/: .*/, ': home 200 400, away 401 401')));
  });
});

// Calls that end sessions go last, so every other row runs on the sessions signed in once.
const rows = routes
  .filter((r) => key(r) in routeAccess)
  .map((r) => ({ ...r, row: routeAccess[key(r)] as RouteAccess }))
  .sort((a, b) => Number(!!a.row.endsSessions) - Number(!!b.row.endsSessions));

describe('every route as every caller, in both demo counties', () => {
  it.each(rows.map((r) => [key(r), r] as const))('%s', async (_, { method, path, row }) => {
    const expected: Record<string, Outcome> = {};
    const actual: Record<string, Outcome> = {};
    const calls = demoIds.flatMap((id) => callers.map((caller) => ({ id, caller })));
    const one = async ({ id, caller }: { id: DemoId; caller: Caller }) => {
      expected[`${id} ${caller}`] = whoMay(row, id).includes(caller) ? 'allowed' : 'refused';
      actual[`${id} ${caller}`] = await callAs(id, caller, method, path, row);
    };
    // a call that ends sessions could end another caller's mid-row: those go one at a time
    if (row.endsSessions) for (const call of calls) await one(call);
    else await Promise.all(calls.map(one));
    expect(actual).toEqual(expected);
  });
});
