// Users: the user item, a username item that makes usernames unique per county (attribute_not_exists),
// and e-mail lookups on gsi2 (keys: platform/app-keys.ts).

import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language, Role, UserStatus } from '@portal/shared/auth/roles';
import {
  userIndexAttributes,
  userKey,
  usernameKey,
  usersByEmailIndex,
  usersByUsernameIndex,
} from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { queryAll } from '#src/data/dynamo/query-all.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { IndexState } from '#src/platform/list-index.ts';
import { setFields } from '#src/platform/set-fields.ts';

export interface User {
  id: string;
  username: string;
  role: Role;
  accountId: string;
  status: UserStatus;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  email: string;
  phone: string;
  language: Language;
  passwordHash: string;
  failedAttempts: number;
  createdAt: string;
  /** the user manager's list entries it wrote (platform/list-index.ts) */
  ix?: IndexState['ix'];
  ixc?: IndexState['ixc'];
}

export function userItem(county: string, u: User) {
  return {
    ...userKey(county, u.id),
    ...userIndexAttributes(county, u),
    county,
    ...u,
  };
}

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

/** Whether a change touches what the user manager's lists show (names, account, status). */
export const changesListedFields = (fields: Partial<User>): boolean =>
  fields.firstName !== undefined || fields.lastName !== undefined || !!fields.status || !!fields.accountId;

/** Every user of the county (gsi1, ordered by username). */
export async function listUsers(county: string): Promise<User[]> {
  const byUsername = usersByUsernameIndex(county);
  return queryAll<User>({
    TableName: tables.app,
    IndexName: byUsername.index,
    KeyConditionExpression: `${byUsername.pkName} = :p`,
    ExpressionAttributeValues: { ':p': byUsername.pk },
  });
}
