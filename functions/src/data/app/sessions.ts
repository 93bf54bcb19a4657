// Server-side sessions (platform/session.ts is the middleware and the cookie): the item of an opaque id, its TTL
// following the county's inactivity limit, and every session of a county or a user on gsi1/gsi2, so logout and
// "End User Sessions" take effect at once.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language, Role } from '@portal/shared/auth/roles';
import { db } from '../dynamo/client.ts';
import { queryAll } from '../dynamo/query-all.ts';
import { tables } from '../dynamo/tables.ts';
import { deleteKeys } from '../dynamo/write-items.ts';
import { countySessionsIndex, sessionIndexAttributes, sessionKey, userSessionsIndex } from './keys.ts';

/** Who a session signed in, as stored on it. */
export interface SessionFields {
  userId: string;
  username: string;
  role: Role;
  accountId: string;
  /** the shared guest login's language for this browser session (a guest changes nothing of the login itself) */
  language?: Language;
}

export interface StoredSession extends SessionFields {
  /** epoch ms of the last slide */
  lastSeen: number;
  /** epoch seconds */
  ttl: number;
}

export async function getSession(county: string, id: string): Promise<StoredSession | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tables.app, Key: sessionKey(county, id) }));
  return Item as StoredSession | undefined;
}

export async function putSession(
  county: string,
  id: string,
  user: SessionFields,
  lastSeen: number,
  ttl: number,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tables.app,
      Item: {
        ...sessionKey(county, id),
        ...sessionIndexAttributes(county, id, user.userId),
        ...user,
        lastSeen,
        ttl,
      },
    }),
  );
}

export async function deleteSession(county: string, id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tables.app, Key: sessionKey(county, id) }));
}

/** Sets the language of a live session (the guest's; refused if the session ended meanwhile). */
export async function setSessionLanguage(county: string, id: string, language: Language): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: sessionKey(county, id),
      UpdateExpression: 'SET #language = :language',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#language': 'language' },
      ExpressionAttributeValues: { ':language': language },
    }),
  );
}

/** Moves a live session's last use and expiry forward (refused if it ended meanwhile). */
export async function slideSession(county: string, id: string, lastSeen: number, ttl: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: sessionKey(county, id),
      UpdateExpression: 'SET lastSeen = :now, #ttl = :ttl',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': lastSeen, ':ttl': ttl },
    }),
  );
}

/** Ends every session of the county, or of one user (but the one `keep` names: a password change keeps its own). */
export async function endSessions(county: string, userId?: string, keep?: string): Promise<number> {
  const index = userId ? userSessionsIndex(county, userId) : countySessionsIndex(county);
  const sessions = await queryAll<{ pk: string; sk: string }>({
    TableName: tables.app,
    IndexName: index.index,
    KeyConditionExpression: `${index.pkName} = :p`,
    ExpressionAttributeValues: { ':p': index.pk },
    ProjectionExpression: 'pk, sk',
  });
  const ending = keep ? sessions.filter((s) => s.pk !== sessionKey(county, keep).pk) : sessions;
  await deleteKeys(ending, { table: tables.app });
  return ending.length;
}
