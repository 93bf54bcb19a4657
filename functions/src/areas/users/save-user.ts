// POST userManager/user: creates (id 0) or changes a user. The caller must be allowed the user type and the
// account (spec 3 section 6); the account must be one of this county. A new user is written in one transaction
// with its username (unique per county), list entries, counts and audit entry; a change of type or account ends
// the user's sessions, which carry both, and changes its API keys' copies of both in the same transaction.
import { userMessages as m } from '@portal/shared/users/messages';
import { isNewId, type userEntrySchema } from '@portal/shared/users/schemas';
import { grantableRoles, mayPickAccount } from '@portal/shared/users/user-roles';
import type { z } from 'zod';
import { type Account, getAccount } from '#src/data/app/accounts.ts';
import { apiKeyUserCopies } from '#src/data/app/api-key-user-copies.ts';
import { stateOf } from '#src/data/app/list-entries.ts';
import { indexWrites } from '#src/data/app/list-index.ts';
import { endSessions } from '#src/data/app/sessions.ts';
import { activeUserUpdate, type User, usernamePut, userPut } from '#src/data/app/users.ts';
import { conditionFailed, transactWrite } from '#src/data/dynamo/transact-write.ts';
import { auditChange } from '#src/platform/audit-change.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, conflict, forbidden } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import { hashPassword } from '#src/platform/passwords.ts';
import { listedUser } from './listed-user.ts';
import { managedUser } from './managed-user.ts';

type Entry = z.output<typeof userEntrySchema>;

const editable = [
  'role',
  'accountId',
  'firstName',
  'lastName',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'email',
  'phone',
] as const;

async function allowedAccount(county: string, caller: SessionUser, entry: Entry): Promise<Account> {
  if (!grantableRoles(caller.role).includes(entry.role)) throw forbidden(m.roleNotAllowed);
  if (!mayPickAccount(caller, entry.accountId)) throw forbidden(m.accountNotAllowed);
  const account = await getAccount(county, entry.accountId);
  if (!account) throw badRequest(m.unknownAccount, { accountId: m.unknownAccount });
  return account;
}

export async function saveUser(
  county: string,
  caller: SessionUser,
  entry: Entry,
): Promise<{ id: string; message: string }> {
  return isNewId(entry.id) ? createUser(county, caller, entry) : updateUser(county, caller, entry);
}

async function createUser(county: string, caller: SessionUser, entry: Entry) {
  const account = await allowedAccount(county, caller, entry);
  const user: User = {
    id: newId(),
    username: entry.username,
    role: entry.role,
    accountId: account.id,
    status: 'A',
    firstName: entry.firstName,
    lastName: entry.lastName,
    company: entry.company,
    address: entry.address,
    city: entry.city,
    state: entry.state,
    zip: entry.zip,
    email: entry.email,
    phone: entry.phone,
    language: 'ENGLISH',
    passwordHash: await hashPassword(entry.password ?? ''),
    failedAttempts: 0,
    createdAt: new Date().toISOString(),
  };
  const listed = listedUser(user, account.name);
  await transactWrite(
    [
      usernamePut(county, user.username, user.id),
      userPut(county, user, stateOf(county, listed)),
      ...indexWrites(county, 'USER', {}, listed),
      auditChange({
        county,
        by: caller,
        type: 'USER_CREATE',
        accountId: user.accountId,
        targetUserId: user.id,
        info: `User ${user.username} created`,
        after: user,
      }),
    ],
    (codes) => (conditionFailed(codes, 0) ? badRequest(m.usernameTaken, { username: m.usernameTaken }) : undefined),
  );
  return { id: user.id, message: m.created(user.username) };
}

async function updateUser(county: string, caller: SessionUser, entry: Entry) {
  const before = await managedUser(county, caller, entry.id);
  if (entry.username && entry.username.toLowerCase() !== before.username.toLowerCase()) {
    throw badRequest(m.usernameFixed, { username: m.usernameFixed });
  }
  if (before.status !== 'A') throw conflict(m.inactiveUser);
  const account = await allowedAccount(county, caller, entry);
  const after: User = { ...before, ...Object.fromEntries(editable.map((k) => [k, entry[k]])) };
  const listed = listedUser(after, account.name);
  const fields = Object.fromEntries(editable.map((k) => [k, after[k]])) as Pick<User, (typeof editable)[number]>;
  const moved = after.role !== before.role || after.accountId !== before.accountId;
  await transactWrite(
    [
      activeUserUpdate(county, before.id, fields, stateOf(county, listed)),
      ...indexWrites(county, 'USER', { ix: before.ix, ixc: before.ixc }, listed),
      auditChange({
        county,
        by: caller,
        type: 'USER_UPDATE',
        accountId: after.accountId,
        targetUserId: before.id,
        info: `User ${before.username} changed`,
        before,
        after,
      }),
      ...(moved ? await apiKeyUserCopies(county, after, [before.accountId, after.accountId]) : []),
    ],
    (codes) => (conditionFailed(codes, 0) ? conflict(m.inactiveUser) : undefined),
  );
  if (moved) await endSessions(county, before.id);
  return { id: before.id, message: m.saved(before.username) };
}
