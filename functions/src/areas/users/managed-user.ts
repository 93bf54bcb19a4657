// The guard of every call on one user: it must be of this county (else 404) and one the caller may manage: an
// ACCOUNT administrator only users of their own account, nobody a user of a type above what they may grant (403).

import { userMessages as m } from '@portal/shared/users/messages';
import { mayManageUser } from '@portal/shared/users/user-roles';
import { readManaged, userKind } from '#src/data/app/managed-list.ts';
import type { User } from '#src/data/app/users.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { forbidden, notFound } from '#src/platform/errors.ts';

export async function managedUser(county: string, caller: SessionUser, id: string): Promise<User> {
  const user = await readManaged<User>(county, userKind, id);
  if (!user) throw notFound(m.notFound);
  if (!mayManageUser(caller, user)) throw forbidden();
  return user;
}
