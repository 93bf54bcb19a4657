// The guard of every call on one user: it must be of this county (else 404) and one the caller may manage: an
// ACCOUNT administrator only users of their own account, nobody a user of a type above what they may grant (403).

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { userMessages as m } from '@portal/shared/users/messages';
import { mayManageUser } from '@portal/shared/users/user-roles';
import { userKey } from '#src/platform/app-keys.ts';
import { db } from '#src/platform/aws.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { forbidden, notFound } from '#src/platform/errors.ts';
import { tables } from '#src/platform/tables.ts';
import type { User } from '#src/platform/user-store.ts';

export async function managedUser(county: string, caller: SessionUser, id: string): Promise<User> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: userKey(county, id), ConsistentRead: true }),
  );
  const user = Item as User | undefined;
  if (!user) throw notFound(m.notFound);
  if (!mayManageUser(caller, user)) throw forbidden();
  return user;
}
