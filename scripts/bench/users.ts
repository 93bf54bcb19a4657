// Bench: the user manager's first page (POST /api/userManager/users, no filter, All Users, as the county
// administrator) in a county of 50,000 users over the same in a county of 500, in one run. The list is served by
// list entries, a counter and two BatchGets (docs/data-model.md 'Users and accounts'), so the ratio should stay
// near 1. Goal: at most 1.5.
// The generated users are written with what the unfiltered list reads (the user items, their list entries, the
// counts), not their word entries or username items: on a busy two-core machine DynamoDB Local takes in a few
// hundred items a second, and those would triple the load time without being read by the page measured.
// The counties are loaded into an in-memory DynamoDB Local for the run (about ten times faster to load than one on
// disk on a busy two-core machine).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { listedUser } from '../../functions/src/areas/users/listed-user.ts';
import { accountItem, newAccount } from '../../functions/src/data/app/account-item.ts';
import { benchLoadedKey } from '../../functions/src/data/app/keys.ts';
import { entryItems, stateOf } from '../../functions/src/data/app/list-entries.ts';
import { type User, userItem } from '../../functions/src/data/app/user-item.ts';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { tables } from '../../functions/src/data/dynamo/tables.ts';
import { putItems } from '../../functions/src/data/dynamo/write-items.ts';
import { TestClient } from '../../test/support/api-client.ts';
import { demoCounties, seedDemoCounties } from '../seed/demo-counties.ts';
import { withThrowawayStack } from './throwaway-stack.ts';

export const USERS_GOAL_RATIO = 1.5;
const ACCOUNTS = 100;
const lastNames = [
  'Smith',
  'Johnson',
  'Olson',
  'Berg',
  'Nguyen',
  'Garcia',
  'Lindqvist',
  'Hale',
  'Brown',
  'Miller',
  'Anderson',
  'Peterson',
];
const firstNames = ['Ann', 'Bo', 'Cy', 'Di', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kai', 'Lu'];

const countyId = (n: number) => `bench-users-${n}`;

async function loaded(county: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: benchLoadedKey(county) }));
  return !!Item;
}

/** n generated users in 100 accounts, written with their list entries as the user manager writes them. */
async function load(county: string, n: number, log: (l: string) => void): Promise<void> {
  await seedDemoCounties([{ ...demoCounties[0]!, id: county }]);
  if (await loaded(county)) return;
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) =>
    newAccount({ id: `bench-acct-${i}`, name: `Bench Title ${String(i).padStart(2, '0')}` }),
  );
  await putItems(
    accounts.map((a) => accountItem(county, a)),
    { table: tables.app },
  );
  const started = Date.now();
  for (let from = 0; from < n; from += 2000) {
    const items: Array<Record<string, unknown>> = [];
    for (let i = from; i < Math.min(n, from + 2000); i++) {
      const account = accounts[i % ACCOUNTS]!;
      const user: User = {
        id: `bench-user-${i}`,
        username: `bench.user${String(i).padStart(6, '0')}`,
        role: 'USER',
        accountId: account.id,
        status: i % 10 === 0 ? 'I' : 'A',
        firstName: firstNames[i % firstNames.length]!,
        lastName: lastNames[(i * 7) % lastNames.length]!,
        company: '',
        address: '',
        city: '',
        state: 'MN',
        zip: '',
        email: `bench${i}@example.com`,
        phone: '',
        language: 'ENGLISH',
        passwordHash: 'x',
        failedAttempts: 0,
        createdAt: new Date().toISOString(),
      };
      const listed = { ...listedUser(user, account.name), words: [] };
      items.push({ ...userItem(county, user), ...stateOf(county, listed) });
      items.push(...entryItems(county, listed));
    }
    await putItems(items, { table: tables.app });
    log(`users: ${county} ${Math.min(n, from + 2000)}/${n} users (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  // the counters are set by the list's first read (ensureUserLists counts what is indexed)
  await putItems([benchLoadedKey(county)], { table: tables.app });
}

async function median(times: number, run: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)]!;
}

export async function benchUsers(options: { small?: number; large?: number; log?: (l: string) => void } = {}) {
  const log = options.log ?? console.log;
  const small = options.small ?? 500;
  const large = options.large ?? 50_000;
  await withThrowawayStack('users', async () => {
    const clients: TestClient[] = [];
    for (const n of [small, large]) {
      await load(countyId(n), n, log);
      const client = new TestClient(countyId(n));
      await client.login('county.admin');
      const first = await client.post('userManager/users', { filterText: '', includeInactive: true });
      if (first.status !== 200)
        throw new Error(`userManager/users in ${countyId(n)}: ${first.status} ${first.body.message}`);
      clients.push(client);
    }
    const page =
      (c: TestClient, filterText = '') =>
      () =>
        c.post('userManager/users', { filterText, includeInactive: true });
    // interleaved, so that the machine's load falls on both alike
    const results = { small: [] as number[], large: [] as number[] };
    for (let round = 0; round < 5; round++) {
      results.small.push(await median(9, page(clients[0]!)));
      results.large.push(await median(9, page(clients[1]!)));
    }
    const mid = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
    const ratio = mid(results.large) / mid(results.small);
    log(
      `users: first page of the Users list, ${large} users ${mid(results.large).toFixed(1)} ms / ${small} users ${mid(results.small).toFixed(1)} ms = ${ratio.toFixed(2)} (goal <= ${USERS_GOAL_RATIO}) ${ratio <= USERS_GOAL_RATIO ? 'ok' : 'OVER'}`,
    );
    return { ratio };
  });
}
