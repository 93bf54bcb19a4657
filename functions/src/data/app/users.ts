// Users: the user item, a username item that makes usernames unique per county (attribute_not_exists), and
// e-mail lookups on gsi2 (keys: data/app/keys.ts). The item itself (User, userItem) is built in user-item.ts; the
// user manager's lists in list-index.ts and managed-list.ts.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../dynamo/client.ts';
import { queryIndexPartition } from '../dynamo/query-all.ts';
import { tables } from '../dynamo/tables.ts';
import type { TransactItem } from '../dynamo/transact-item.ts';
import { userKey, usernameKey, usersByEmailIndex, usersByUsernameIndex } from './keys.ts';
import type { IndexState } from './list-entries.ts';
import { setFields } from './set-fields.ts';
import { type User, userItem } from './user-item.ts';

export type { User } from './user-item.ts';

export async function getUser(county: string, id: string): Promise<User | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: userKey(county, id) }));
  return Item as User | undefined;
}

export async function findUserByUsername(county: string, username: string): Promise<User | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: usernameKey(county, username) }));
  return Item ? getUser(county, Item.userId as string) : undefined;
}

export async function findUsersByEmail(county: string, email: string): Promise<User[]> {
  const index = usersByEmailIndex(county, email);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      IndexName: index.index,
      KeyConditionExpression: `${index.pkName} = :p`,
      ExpressionAttributeValues: { ':p': index.pk },
    }),
  );
  return Items as User[];
}

/** Writes the fields alone; a change the user manager's lists show goes through users/update-user.ts instead. */
export async function updateUserFields(county: string, id: string, fields: Partial<User>): Promise<void> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (!entries.length) return;
  const { sets, names, values } = setFields(Object.fromEntries(entries));
  if (fields.email) {
    const byEmail = usersByEmailIndex(county, fields.email);
    names['#g2'] = byEmail.pkName;
    values[':g2'] = byEmail.pk;
    sets.push('#g2 = :g2');
  }
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: userKey(county, id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** Every user of the county (gsi1, ordered by username). */
export async function listUsers(county: string): Promise<User[]> {
  return queryIndexPartition<User>(tables.app, usersByUsernameIndex(county));
}

// ---- transaction items (sent with the list entries and the audit entry in one transaction) ----------------------

/** The username's item, refused (its condition, the transaction's first item) if the name is taken. */
/** Refuses a transaction if the user's status, role or account changed since `user` was read. */
export function userUnchangedCheck(
  county: string,
  user: Pick<User, 'id' | 'status' | 'role' | 'accountId'>,
): TransactItem {
  return {
    ConditionCheck: {
      TableName: tables.app,
      Key: userKey(county, user.id),
      ConditionExpression: '#status = :status AND #role = :role AND accountId = :account',
      ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
      ExpressionAttributeValues: { ':status': user.status, ':role': user.role, ':account': user.accountId },
    },
  };
}

export function usernamePut(county: string, username: string, userId: string): TransactItem {
  return {
    Put: {
      TableName: tables.app,
      Item: { ...usernameKey(county, username), userId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The username's deletion with its user's (gone already, or still this user's: never another's). */
export function usernameDelete(county: string, username: string, userId: string): TransactItem {
  return {
    Delete: {
      TableName: tables.app,
      Key: usernameKey(county, username),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
      ExpressionAttributeValues: { ':id': userId },
    },
  };
}

/** A new user's item, with the list state it was indexed under (none when the lists index it later). */
export function userPut(county: string, user: User, listState: IndexState = {}): TransactItem {
  return {
    Put: { TableName: tables.app, Item: { ...userItem(county, user), ...listState } },
  };
}

/** The user manager's change of a user's fields, e-mail index and list state; refused unless the user is still
 * there and active. */
export function activeUserUpdate(
  county: string,
  id: string,
  fields: Partial<User> & { email: string },
  listState: IndexState,
): TransactItem {
  const byEmail = usersByEmailIndex(county, fields.email);
  const { sets, names, values } = setFields(fields);
  return {
    Update: {
      TableName: tables.app,
      Key: userKey(county, id),
      UpdateExpression: `SET ${['#g2 = :g2', 'ix = :ix', 'ixc = :ixc', ...sets].join(', ')}`,
      ConditionExpression: 'attribute_exists(pk) AND #st = :status',
      ExpressionAttributeNames: { '#g2': byEmail.pkName, ...names, '#st': 'status' },
      ExpressionAttributeValues: {
        ':g2': byEmail.pk,
        ':ix': listState.ix,
        ':ixc': listState.ixc,
        ':status': 'A',
        ...values,
      },
    },
  };
}

/** A new password (its hash) and the failed attempts back to 0, on a user still there. */
export function userPasswordUpdate(county: string, id: string, passwordHash: string): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: userKey(county, id),
      UpdateExpression: 'SET passwordHash = :h, failedAttempts = :z',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':h': passwordHash, ':z': 0 },
    },
  };
}

/** A user's status set to active (a completed registration), on a user still there. */
export function userActivateUpdate(county: string, id: string): TransactItem {
  return {
    Update: {
      TableName: tables.app,
      Key: userKey(county, id),
      UpdateExpression: 'SET #s = :a',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':a': 'A' },
      ExpressionAttributeNames: { '#s': 'status' },
    },
  };
}
