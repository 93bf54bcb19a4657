// The user manager's calls (spec 3 sections 2.3, 4.3, 5.3, 6, 7.3) against the local stack: the list and its
// paging and filter, the entry form's validation, status, delete, password, export, the audit entries, and what an
// ACCOUNT administrator may never reach.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { UserDetails, UserListContent } from '@portal/shared/users/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername, type User } from '#src/data/app/users.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { auditMonthPartition } from '#src/data/ledger/keys.ts';
import { updateUser } from '../update-user.ts';
import {
  as,
  type Caller,
  call,
  copyDemoCounties,
  newUser,
  readSheet,
  rowFormats,
  STAFF,
  signedInOnce,
  signInAs,
  TITLE,
} from './fixtures.ts';

let county = '';
let other = '';
let county_: Caller;
let trimin: Caller;
let accountAdmin: Caller;

const list = (c: Caller, body: object = {}) =>
  c.post<UserListContent>('userManager/users', { filterText: '', includeInactive: true, ...body });

beforeAll(async () => {
  const ids = await copyDemoCounties('um');
  county = ids.lakewood;
  other = ids.marianas;
  [county_, trimin, accountAdmin] = await Promise.all([
    as(county, 'COUNTY'),
    as(county, 'TRIMIN'),
    as(county, 'ACCOUNT'),
  ]);
});

describe('the Users list', () => {
  it('shows a county administrator every user of the county, ten a page, with the totals', async () => {
    const res = await list(county_);
    expect(res.status).toBe(200);
    expect(res.body.content!.users.map((u) => u.username)).toEqual(
      expect.arrayContaining(['account.admin', 'title.examiner', 'county.admin']),
    );
    expect(res.body.content).toMatchObject({ pageNumber: 1, pageSize: 10, first: 1 });
    expect(res.body.content!.total).toBe(res.body.content!.users.length);
    const row = res.body.content!.users.find((u) => u.username === 'title.examiner')!;
    expect(row).toMatchObject({
      name: 'Sam Olson',
      accountName: 'Northwoods Title Company',
      role: 'USER',
      status: 'A',
    });
  });

  it('shows an account administrator only their own account', async () => {
    const res = await list(accountAdmin);
    expect(res.body.content!.users.map((u) => u.username).sort()).toEqual(['account.admin', 'title.examiner']);
    expect(res.body.content!.total).toBe(2);
  });

  it('pages by ten with x-y of n, reads on from the cursor, and filters by username, name and account', async () => {
    const account = (
      await county_.post('controlPanel/account', { id: '0', name: 'Paging Abstract Co', landLinkAccount: '77' })
    ).body.content.id as string;
    for (let i = 0; i < 12; i++) {
      const res = await county_.post(
        'userManager/user',
        newUser(account, {
          username: `pager.user${String(i).padStart(2, '0')}`,
          lastName: i === 3 ? 'Quixote' : 'Pager',
        }),
      );
      expect(res.status).toBe(200);
    }
    const filtered = await list(county_, { filterText: 'paging abs' });
    expect(filtered.body.content).toMatchObject({ total: 12, first: 1, last: 10 });
    const page2 = await list(county_, { filterText: 'paging', pageNumber: 2 });
    expect(page2.body.content).toMatchObject({ total: 12, first: 11, last: 12 });
    expect(page2.body.content!.users.map((u) => u.username)).toEqual(['pager.user10', 'pager.user11']);
    expect((await list(county_, { filterText: 'quix' })).body.content!.users.map((u) => u.username)).toEqual([
      'pager.user03',
    ]);
    expect((await list(county_, { filterText: 'pager.user1' })).body.content!.total).toBe(2);

    const all = await list(county_);
    const total = all.body.content!.total;
    expect(total).toBeGreaterThanOrEqual(19);
    expect(all.body.content).toMatchObject({ first: 1, last: 10 });
    const next = await list(county_, { pageNumber: 2, cursor: all.body.content!.nextCursor });
    const jumped = await list(county_, { pageNumber: 2 });
    expect(next.body.content!.users).toEqual(jumped.body.content!.users);
    expect(next.body.content!.first).toBe(11);
    expect(new Set([...all.body.content!.users, ...next.body.content!.users].map((u) => u.id)).size).toBe(
      next.body.content!.last,
    );
  });

  it('Active Users Only leaves out inactive, pending and locked users', async () => {
    const created = await county_.post('userManager/user', newUser(TITLE, { lastName: 'Locky' }));
    await updateUser(county, created.body.content.id, { status: 'L' });
    const active = await list(county_, { filterText: 'locky', includeInactive: false });
    expect(active.body.content!.total).toBe(0);
    const all = await list(county_, { filterText: 'locky' });
    expect(all.body.content!.users.map((u) => u.status)).toEqual(['L']);
  });

  it('refuses bad filters with a 400', async () => {
    expect((await list(county_, { filterText: 5 })).status).toBe(400);
    expect((await list(county_, { filterText: 'x'.repeat(101) })).body.errors).toEqual({
      filterText: '100 characters max.',
    });
    expect((await list(county_, { includeInactive: 'yes' })).status).toBe(400);
    expect((await list(county_, { pageNumber: 0 })).status).toBe(400);
  });
});

describe('the entry form', () => {
  it('creates a user who can sign in, with an audit entry that holds no password', async () => {
    const entry = newUser(TITLE);
    const res = await county_.post('userManager/user', entry);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`User ${entry.username} was created.`);
    await signInAs(county, entry.username, entry.password!);
    const details = await county_.get<UserDetails>(`userManager/user/${res.body.content.id}`);
    expect(details.body.content).toMatchObject({
      username: entry.username,
      accountName: 'Northwoods Title Company',
      password: '',
      status: 'A',
    });
    expect(JSON.stringify(details.body)).not.toContain('passwordHash');
    const audit = await auditOf(county, 'USER_CREATE', res.body.content.id);
    expect(audit).toMatchObject({ username: 'county.admin', accountId: TITLE, after: { username: entry.username } });
    expect(JSON.stringify(audit)).not.toContain('passwordHash');
  });

  it.each([
    ['firstName', 'x'.repeat(31), '30 characters max.'],
    ['lastName', '', 'Required.'],
    ['lastName', 7, 'Required.'],
    ['email', 'not-an-address', 'Invalid email address.'],
    ['email', `${'x'.repeat(45)}@example.com`, '50 characters max.'],
    ['phone', '612-555-1234', 'Phone must be (###) ###-####.'],
    ['zip', '5540', 'Zip must be 5 digits.'],
    ['state', 'ZZ', 'Choose a state.'],
    ['address', 'x'.repeat(51), '50 characters max.'],
    ['company', 'x'.repeat(61), '60 characters max.'],
    ['accountId', '', 'Required.'],
    ['role', 'ADMIN', 'Choose a user type.'],
    ['username', 'short', 'Username must be 8 to 50 characters.'],
    ['password', 'weakpass', 'Must contain a letter, a digit and one of !@#$%^&'],
    ['passwordConfirm', 'Other#2026', 'Mismatched passwords.'],
  ])('refuses %s = %j with %s', async (field, value, message) => {
    const res = await county_.post('userManager/user', newUser(TITLE, { [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
  });

  it('refuses a taken username, an unknown account and another county account', async () => {
    const taken = await county_.post('userManager/user', newUser(TITLE, { username: 'title.examiner' }));
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ username: 'That username is taken.' });
    const unknown = await county_.post('userManager/user', newUser('no-such-account'));
    expect(unknown.body).toMatchObject({ message: 'Unknown account.', errors: { accountId: 'Unknown account.' } });
    const elsewhere = await as(other, 'COUNTY');
    const foreign = (
      await elsewhere.post('controlPanel/account', { id: '0', name: 'Island Title', landLinkAccount: '1' })
    ).body.content.id;
    expect((await county_.post('userManager/user', newUser(foreign))).status).toBe(400);
  });

  it('changes a user, ending their sessions when the type changes; the username stays', async () => {
    const entry = newUser(TITLE);
    const id = (await county_.post('userManager/user', entry)).body.content.id;
    const session = await signInAs(county, entry.username, entry.password!);
    const renamed = await county_.post('userManager/user', {
      ...entry,
      id,
      firstName: 'Robin',
      role: 'ACCOUNT',
      password: undefined,
    });
    expect(renamed.status).toBe(200);
    expect((await call(county, session, 'GET', 'currentUser/profile')).status).toBe(401);
    expect((await list(county_, { filterText: 'robin' })).body.content!.users.map((u) => u.id)).toEqual([id]);
    const rename = await county_.post('userManager/user', { ...entry, id, username: 'someone.else' });
    expect(rename.body.errors).toEqual({ username: 'A username cannot be changed.' });
  });
});

describe('status, password and delete', () => {
  it('deactivating ends the user sessions at once; activating a locked user clears it', async () => {
    const entry = newUser(TITLE);
    const id = (await county_.post('userManager/user', entry)).body.content.id;
    const session = await signInAs(county, entry.username, entry.password!);
    const off = await county_.post('userManager/userChangeStatusSingle', { userId: id });
    expect(off.body).toMatchObject({ status: 'SUCCESS', content: { status: 'I' } });
    expect((await call(county, session, 'GET', 'currentUser/profile')).status).toBe(401);
    await updateUser(county, id, { status: 'L', failedAttempts: 9 });
    const on = await county_.post<UserListContent>('userManager/userChangeStatusList', {
      userId: id,
      filterText: entry.lastName,
      includeInactive: true,
    });
    expect(on.body.message).toBe(`User ${entry.username} was activated.`);
    expect(on.body.content!.users[0]).toMatchObject({ id, status: 'A' });
    expect((await findUserByUsername(county, entry.username))?.failedAttempts).toBe(0);
    expect(await auditOf(county, 'USER_STATUS', id)).toMatchObject({ after: { status: 'A' } });
  });

  it('sets a password: the old one and the old sessions end', async () => {
    const entry = newUser(TITLE);
    const id = (await county_.post('userManager/user', entry)).body.content.id;
    const session = await signInAs(county, entry.username, entry.password!);
    const bad = await county_.post('userManager/userPassword', {
      id,
      password: 'New#2026x',
      passwordConfirm: 'Other#2026',
    });
    expect(bad.body.errors).toEqual({ passwordConfirm: 'Mismatched passwords.' });
    const res = await county_.post('userManager/userPassword', {
      id,
      username: entry.username,
      password: 'New#2026x',
      passwordConfirm: 'New#2026x',
    });
    expect(res.status).toBe(200);
    expect((await call(county, session, 'GET', 'currentUser/profile')).status).toBe(401);
    await signInAs(county, entry.username, 'New#2026x');
  });

  it('deletes a user: signed out at once, gone from the list, the username free again', async () => {
    const entry = newUser(TITLE);
    const id = (await county_.post('userManager/user', entry)).body.content.id;
    const session = await signInAs(county, entry.username, entry.password!);
    const before = (await list(county_)).body.content!.total;
    const res = await county_.post<UserListContent>('userManager/userDelete', {
      userId: id,
      filterText: '',
      includeInactive: true,
    });
    expect(res.body.message).toBe(`User ${entry.username} was deleted.`);
    expect(res.body.content!.total).toBe(before - 1);
    expect((await call(county, session, 'GET', 'currentUser/profile')).status).toBe(401);
    expect((await county_.get(`userManager/user/${id}`)).status).toBe(404);
    expect((await county_.post('userManager/user', { ...entry })).status).toBe(200);
    expect(await auditOf(county, 'USER_DELETE', id)).toMatchObject({ before: { username: entry.username } });
  });

  it('refuses an administrator deleting or deactivating themselves', async () => {
    const me = (await findUserByUsername(county, 'county.admin'))!.id;
    expect((await county_.post('userManager/userDelete', { userId: me })).status).toBe(400);
    expect((await county_.post('userManager/userChangeStatusSingle', { userId: me })).status).toBe(400);
  });
});

describe('an ACCOUNT administrator', () => {
  it('grants only ACCOUNT and USER, in their own account', async () => {
    const form = await accountAdmin.get<UserDetails>('userManager/user/0');
    expect(form.body.content).toMatchObject({
      allowedRoles: ['ACCOUNT', 'USER'],
      accountId: TITLE,
      accountChoices: 'OWN',
    });
    expect((await accountAdmin.post('userManager/user', newUser(TITLE, { role: 'COUNTY' }))).status).toBe(403);
    expect((await accountAdmin.post('userManager/user', newUser(TITLE, { role: 'TRIMIN' }))).status).toBe(403);
    expect((await accountAdmin.post('userManager/user', newUser(STAFF))).status).toBe(403);
    expect((await accountAdmin.post('userManager/user', newUser(TITLE))).status).toBe(200);
  });

  it('never reads, changes, deletes or resets a user of another account', async () => {
    const outsider = (await county_.post('userManager/user', newUser(STAFF))).body.content.id;
    expect((await accountAdmin.get(`userManager/user/${outsider}`)).status).toBe(403);
    expect((await accountAdmin.post('userManager/user', newUser(STAFF, { id: outsider }))).status).toBe(403);
    expect((await accountAdmin.post('userManager/userDelete', { userId: outsider })).status).toBe(403);
    expect((await accountAdmin.post('userManager/userChangeStatusSingle', { userId: outsider })).status).toBe(403);
    expect((await accountAdmin.post('userManager/userChangeStatusList', { userId: outsider })).status).toBe(403);
    expect(
      (
        await accountAdmin.post('userManager/userPassword', {
          id: outsider,
          password: 'New#2026x',
          passwordConfirm: 'New#2026x',
        })
      ).status,
    ).toBe(403);
    expect((await county_.get(`userManager/user/${outsider}`)).status).toBe(200);
  });

  it('exports only their own account', async () => {
    const res = await accountAdmin.post('userManager/userExport', { filterText: '', includeInactive: true });
    const sheet = await readSheet(res.bytes!);
    const accounts = new Set(sheet.slice(1).map((r) => r[3]));
    expect([...accounts]).toEqual(['Northwoods Title Company']);
  });
});

describe('county and role boundaries', () => {
  it('does not reach a user of another county', async () => {
    const elsewhere = await as(other, 'COUNTY');
    const id = (await elsewhere.post('userManager/user', newUser(TITLE))).body.content.id;
    expect((await county_.get(`userManager/user/${id}`)).status).toBe(404);
    expect((await county_.post('userManager/userDelete', { userId: id })).status).toBe(404);
    expect(
      (await county_.post('userManager/userPassword', { id, password: 'New#2026x', passwordConfirm: 'New#2026x' }))
        .status,
    ).toBe(404);
    expect((await elsewhere.get(`userManager/user/${id}`)).status).toBe(200);
  });

  it('a COUNTY administrator neither grants TRIMIN nor changes a TRIMIN user', async () => {
    expect((await county_.post('userManager/user', newUser(STAFF, { role: 'TRIMIN' }))).status).toBe(403);
    const vendor = (await findUserByUsername(county, 'trimin.admin'))!.id;
    expect((await county_.get(`userManager/user/${vendor}`)).status).toBe(403);
    expect((await trimin.get(`userManager/user/${vendor}`)).status).toBe(200);
  });

  const calls: Array<[string, string, object?]> = [
    ['POST', 'userManager/users', {}],
    ['POST', 'userManager/userDelete', { userId: 'x' }],
    ['POST', 'userManager/userChangeStatusList', { userId: 'x' }],
    ['POST', 'userManager/userChangeStatusSingle', { userId: 'x' }],
    ['POST', 'userManager/userExport', {}],
    ['GET', 'userManager/user/0'],
    ['POST', 'userManager/user', {}],
    ['POST', 'userManager/userPassword', { id: 'x', password: 'New#2026x', passwordConfirm: 'New#2026x' }],
  ];
  const once = signedInOnce(() => county);
  it.each(calls)(
    '%s %s: 401 signed out, 403 for USER and GUEST, let through for TRIMIN, COUNTY and ACCOUNT',
    async (method, path, body) => {
      expect((await call(county, undefined, method, path, body)).status).toBe(401);
      for (const who of ['USER', 'GUEST', 'CARD'] as const) {
        const c = await once(who);
        expect((await call(county, c.session, method, path, body)).status).toBe(403);
      }
      for (const c of [trimin, county_, accountAdmin]) {
        expect([200, 400, 404]).toContain((await call(county, c.session, method, path, body)).status);
      }
    },
  );
});

describe('users.xlsx', () => {
  it('is a real workbook: one header row, then typed cells', async () => {
    const res = await county_.post('userManager/userExport', { filterText: '', includeInactive: true });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="users.xlsx"');
    const rows = await readSheet(res.bytes!);
    expect(rows[0]).toEqual([
      'Username',
      'First Name',
      'Last Name',
      'Account',
      'User Type',
      'Status',
      'Email',
      'Phone',
      'Created',
    ]);
    const total = (await list(county_)).body.content!.total;
    expect(rows.length - 1).toBe(total);
    const examiner = rows.find((r) => r[0] === 'title.examiner')!;
    expect(examiner.slice(0, 7)).toEqual([
      'title.examiner',
      'Sam',
      'Olson',
      'Northwoods Title Company',
      'USER',
      'Active',
      `title.examiner@${county}.example`,
    ]);
    expect(examiner[8]).toBeInstanceOf(Date);
    expect((await rowFormats(res.bytes!, 2))[8]).toBe('yyyy-mm-dd hh:mm');
  });
});

async function auditOf(c: string, type: string, targetUserId: string) {
  const month = new Date().toISOString().slice(0, 7);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.ledger,
      KeyConditionExpression: 'pk = :p',
      FilterExpression: '#t = :t AND targetUserId = :u',
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ':p': auditMonthPartition(c, month), ':t': type, ':u': targetUserId },
    }),
  );
  return Items.at(-1);
}

describe('users written outside the user manager', () => {
  it('appear in the lists once re-indexed (what self-registration is to call after its write)', async () => {
    const { reindexUser } = await import('../reindex-user.ts');
    const { reindexAccount } = await import('../../accounts/reindex-account.ts');
    const { accountItem, newAccount } = await import('#src/data/app/account-item.ts');
    const { userItem } = await import('#src/data/app/user-item.ts');
    const { putItems } = await import('#src/data/dynamo/write-items.ts');
    const before = (await list(county_)).body.content!.total;
    const account = newAccount({ id: `outside-${Date.now()}`, name: 'Outside Registrant' });
    const stamp = Date.now();
    const user: User = {
      id: `outside-user-${stamp}`,
      username: `outside.user${stamp}`,
      role: 'USER',
      accountId: account.id,
      status: 'P',
      firstName: 'Ola',
      lastName: 'Outside',
      company: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      email: `outside${stamp}@example.com`,
      phone: '',
      language: 'ENGLISH',
      passwordHash: 'x',
      failedAttempts: 0,
      createdAt: new Date().toISOString(),
    };
    await putItems([accountItem(county, account), userItem(county, user)], { table: tables.app });
    await Promise.all([reindexUser(county, user.id), reindexAccount(county, account.id)]);
    const after = await list(county_, { filterText: 'outside registrant' });
    expect(after.body.content!.users.map((u) => [u.username, u.status])).toEqual([[user.username, 'P']]);
    expect((await list(county_)).body.content!.total).toBe(before + 1);
    const accounts = await county_.post('controlPanel/accounts', {
      filterText: 'outside registrant',
      includeInactive: true,
    });
    expect(accounts.body.content.accounts.map((a: { id: string; userCount: number }) => [a.id, a.userCount])).toEqual([
      [account.id, 1],
    ]);
  });
});
