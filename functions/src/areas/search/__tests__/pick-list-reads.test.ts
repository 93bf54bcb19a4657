// Issue 34, 'no read that grows with the county': the DynamoDB items the user and account pick-lists read, counted
// from the responses of the shared client's send (a Query's ScannedCount, a GetItem's item, a BatchGet's answers),
// in a county of the demo users and accounts and one with 2,500 more users and 1,500 more accounts. A call whose
// answer is the same reads the same in both; a call answering the 1,000 rows of the large county reads at most
// those rows' entries and items and a fixed overhead (it used to read every user or account of the county).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../../test/support/api-client.ts';
import { type Account, accountItem, newAccount } from '../../../data/app/account-item.ts';
import { entryItems, stateOf } from '../../../data/app/list-entries.ts';
import { PICK_MAX } from '../../../data/app/list-index.ts';
import { type User, userItem } from '../../../data/app/user-item.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { putItems } from '../../../data/dynamo/write-items.ts';
import { listedAccount } from '../../accounts/listed-account.ts';
import { listedUser } from '../../users/listed-user.ts';
import { clientsOf, newSearchCounty } from './fixtures.ts';

const USERS = 2_500;
const ACCOUNTS = 1_500;

type Send = (command: { input: Record<string, unknown> }) => Promise<Record<string, unknown>>;
let counting: { read: number } | undefined;
let original: Send | undefined;

/**
 * Reads of what a process caches (the county, its configuration groups: 5 s; the code book: a minute) land in
 * whichever call comes after the cache expires, not in the call's own reads: on a busy machine a call can take
 * that long, so they are left out of the count.
 */
const cachedRead = (pk: unknown, values?: Record<string, unknown>) =>
  /^C#[^#]+$/.test(String(pk)) || String(values?.[':pk'] ?? values?.[':p'] ?? pk).includes('#CODES#');

function install(): void {
  const client = db() as unknown as { send: Send };
  if (original) return;
  original = client.send.bind(client);
  const send = original;
  client.send = async (command) => {
    const res = await send(command);
    const c = counting;
    const name = (command as { constructor: { name: string } }).constructor.name;
    // a session's once-a-minute touch lands in whichever call comes after the minute: not the call's own
    if (!c || JSON.stringify(command.input.Key ?? '').includes('#SESSION#')) return res;
    const values = command.input.ExpressionAttributeValues as Record<string, unknown> | undefined;
    if (name === 'QueryCommand' && cachedRead(undefined, values)) return res;
    if (name === 'GetCommand' && cachedRead((command.input.Key as { pk?: string } | undefined)?.pk)) return res;
    if (name === 'QueryCommand') c.read += Number(res.ScannedCount ?? 0);
    else if (name === 'GetCommand') c.read += res.Item ? 1 : 0;
    else if (name === 'BatchGetCommand')
      c.read += Object.values((res.Responses ?? {}) as Record<string, Array<{ pk?: string }>>).reduce(
        (n, r) => n + r.filter((i) => !cachedRead(i.pk)).length,
        0,
      );
    return res;
  };
}

const pad = (n: number) => String(n).padStart(5, '0');

/** Users (in an account of their own) and accounts written with their list entries, as the user manager would. */
async function addFiller(county: string): Promise<void> {
  const fillerAccount = newAccount({ id: 'filler-users', name: 'Filler Users' });
  const accounts: Account[] = [
    fillerAccount,
    ...Array.from({ length: ACCOUNTS }, (_, n) =>
      newAccount({ id: `filler-acct-${pad(n)}`, name: `Filler Account ${pad(n)}` }),
    ),
  ];
  const users: User[] = Array.from({ length: USERS }, (_, n) => ({
    id: `filler-user-${pad(n)}`,
    username: `filler.${pad(n)}`,
    role: 'USER',
    accountId: fillerAccount.id,
    status: 'A',
    firstName: 'Zed',
    lastName: 'Fill',
    company: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    email: `filler.${pad(n)}@example.com`,
    phone: '',
    language: 'ENGLISH',
    passwordHash: 'x',
    failedAttempts: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
  }));
  const items: Array<Record<string, unknown>> = [];
  for (const a of accounts) {
    const listed = listedAccount(a);
    items.push({ ...accountItem(county, a), ...stateOf(county, listed) }, ...entryItems(county, listed));
  }
  for (const u of users) {
    const listed = listedUser(u, fillerAccount.name);
    items.push({ ...userItem(county, u), ...stateOf(county, listed) }, ...entryItems(county, listed));
  }
  await putItems(items, { table: tables.app });
}

const counties: Array<{ id: string; as: ReturnType<typeof clientsOf> }> = [];

beforeAll(async () => {
  const small = await newSearchCounty('picks-small');
  const large = await newSearchCounty('picks-large');
  await addFiller(large);
  counties.push({ id: small, as: clientsOf(small) }, { id: large, as: clientsOf(large) });
  install();
}, 120_000);

afterAll(() => {
  if (original) (db() as unknown as { send: Send }).send = original;
});

async function count(client: TestClient, path: string, filterText: string) {
  counting = { read: 0 };
  try {
    const res = await client.post<{ codeDescriptionResultList: Array<{ code: string; description: string }> }>(
      `helperdata/${path}`,
      { filterText },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { rows: res.body.content?.codeDescriptionResultList ?? [], read: counting.read };
  } finally {
    counting = undefined;
  }
}

const same: Array<[string, string, string]> = [
  ['county.admin', 'userscodedescription', 'OLSON'],
  ['trimin.admin', 'userscodedescription', 'berg alex'],
  ['account.admin', 'userscodedescription', ''],
  ['account.admin', 'userscodedescription', 'olson'],
  ['account.admin', 'userscodedescription', 'north'],
  // a word 2,500 users of the large county begin, none of them the account's
  ['account.admin', 'userscodedescription', 'filler'],
  ['county.admin', 'accountscodedescription', 'title'],
  ['account.admin', 'accountscodedescription', ''],
];

describe('the pick-lists read what they answer, not the county (issue 34)', () => {
  it.each(same)('%s %s %j reads the same with 2,500 more users and 1,500 more accounts', async (who, path, text) => {
    const counted = [];
    for (const county of counties) {
      const client = await county.as(who);
      await count(client, path, text); // warm: the lists' first build, the configuration
      const { rows, read } = await count(client, path, text);
      counted.push({ rows: rows.map((r) => r.code), read });
    }
    console.log(`${who} ${path} ${JSON.stringify(text)}: ${counted.map((c) => c.read).join(' | ')} read`);
    if (text !== 'filler') expect(counted[0]!.rows.length).toBeGreaterThan(0);
    expect(counted[1]).toEqual(counted[0]);
  });

  it.each([
    ['userscodedescription', ''],
    ['accountscodedescription', ''],
    ['accountscodedescription', 'filler account'],
  ])(
    `%s %j answers ${PICK_MAX} rows of the large county reading at most their entries and items`,
    async (path, text) => {
      const client = await counties[1]!.as('county.admin');
      await count(client, path, text);
      const { rows, read } = await count(client, path, text);
      console.log(
        `county.admin ${path} ${JSON.stringify(text)} in the large county: ${rows.length} rows, ${read} read`,
      );
      expect(rows.length).toBe(PICK_MAX);
      expect(read).toBeLessThanOrEqual(2 * PICK_MAX + 20);
    },
  );

  it('a filter matching more entries than the cap answers the matches among the entries read', async () => {
    const client = await counties[1]!.as('trimin.admin');
    await count(client, 'userscodedescription', 'filler');
    const { rows, read } = await count(client, 'userscodedescription', 'filler');
    console.log(`trimin.admin users "filler" in the large county: ${rows.length} rows, ${read} read`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.description.startsWith('filler.'))).toBe(true);
    expect(read).toBeLessThanOrEqual(2 * PICK_MAX + 20);
  });
});
