// The floor under load: what DynamoDB Local (and S3) alone sustain for the same calls at the same concurrency.
// One examiner round (name search, page 2, re-sort, details, thumbnails, preview) is made once in this process
// through the real app, and every DynamoDB and S3 call it sent is recorded (floor.ts); then N workers replay that
// round's calls, one after another, as fast as the emulators answer. Rounds a second is the floor the server's
// name searches a second (one per round) are compared with. A replayed transaction gets fresh keys for the items
// it creates (a ledger entry, an audit entry, a kept set), so it writes as the original did instead of being
// refused as a replay; its balance update is applied too, with its ledger entry, so the account still adds up.
import { randomUUID } from 'node:crypto';
import { createApp } from '../../../functions/src/app.ts';
import { CookieJar } from '../../local/cookie-jar.ts';
import { DEMO_PASSWORD } from '../../seed/demo-counties.ts';
import { type Call, recordCalls, replay } from '../floor.ts';
import type { Population } from './population.ts';

const app = createApp();

type InProcessCall = (path: string, body?: unknown) => Promise<{ content?: unknown }>;

async function signedIn(username: string): Promise<InProcessCall> {
  const jar = new CookieJar();
  const call = async (path: string, body?: unknown) => {
    const res = await app.request(`http://localhost/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-requested-with': 'load-bench',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...jar.header(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    jar.keep(res.headers.getSetCookie());
    return res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { content?: unknown }) : {};
  };
  await call('auth/login', { username, password: DEMO_PASSWORD });
  return call;
}

async function inProcessRound(call: InProcessCall, pop: Population): Promise<void> {
  const lastName1 = pop.commonNames[0];
  const search = (await call('search/searchByName', { lastName1 })) as {
    content?: { searchResults: { searchResultList: Array<{ docId: string }> } };
  };
  await call('search/searchByName', { lastName1, pageNumber: 2 });
  await call('search/searchByName', { lastName1, pageNumber: 1, sortKey: 'recordedDate', sortDirection: 'DESC' });
  const docId = search.content?.searchResults.searchResultList[0]?.docId;
  if (docId) await call('search/documentDetails', { docId });
  const doc = pop.imageDocs[0]!;
  await call('imaging/getThumbnails', { documentType: doc.docType, documentNumber: doc.docNumber });
  await call(`imaging/previewImage/${doc.docType}/${doc.docNumber}/1`);
}

/** The calls one round sends, caches warm (a first round fills them and is not kept), signed in before. */
export async function recordRound(username: string, pop: Population): Promise<Call[]> {
  const call = await signedIn(username);
  await inProcessRound(call, pop);
  return (await recordCalls(() => inProcessRound(call, pop))).calls;
}

/** A copy of a call whose created items get fresh keys (see above). */
function fresh(call: Call): Call {
  if (call.name !== 'TransactWriteCommand' && call.name !== 'PutCommand') return call;
  const input = structuredClone(call.command.input) as {
    TransactItems?: Array<{ Put?: { Item: Record<string, unknown>; ConditionExpression?: string } }>;
    Item?: Record<string, unknown>;
  };
  const puts = input.TransactItems ? input.TransactItems.flatMap((t) => (t.Put ? [t.Put] : [])) : [input as never];
  for (const put of puts as Array<{ Item: Record<string, unknown> }>) {
    if (typeof put.Item?.sk === 'string') put.Item.sk = `${put.Item.sk}#${randomUUID()}`;
  }
  const Command = call.command.constructor as new (input: unknown) => Call['command'];
  return { ...call, command: new Command(input) };
}

export interface FloorFigures {
  /** rounds a second */
  rate: number;
  /** one round's ms, p50 and p99: the emulators' own spread at this concurrency */
  p50: number;
  p99: number;
}

/** What `workers` workers replaying `calls` sustain for `seconds`. */
export async function floorRate(calls: Call[], workers: number, seconds: number): Promise<FloorFigures> {
  const until = performance.now() + seconds * 1000;
  const rounds: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        for (const call of calls) await replay(fresh(call)).catch(() => 0);
        rounds.push(performance.now() - at);
      }
    }),
  );
  const sorted = rounds.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { rate: rounds.length / ((performance.now() - started) / 1000), p50: at(0.5), p99: at(0.99) };
}
