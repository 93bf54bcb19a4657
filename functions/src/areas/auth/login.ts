// Sign-in: password check, per-county attempt limit (status becomes L), pending and inactive users refused,
// the county lockout for everyone but staff.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoginPayload } from '@portal/shared/auth/schemas';
import { getAccount } from '#src/areas/accounts/store.ts';
import { findUserByUsername, type User, updateUserFields, userKey } from '#src/areas/users/store.ts';
import { db } from '#src/platform/aws.ts';
import { getConfig } from '#src/platform/config.ts';
import { AppError } from '#src/platform/errors.ts';
import { tables } from '#src/platform/tables.ts';
import { verifyPassword } from './passwords.ts';

export const loginMessages = {
  invalid: 'Invalid username or password.',
  locked: 'Your account is locked after too many failed sign-in attempts. Use Forgot Password? or contact the county.',
  pending: 'Your registration is not complete. Use the link we e-mailed to you.',
  inactive: 'Your account is inactive. Contact the county.',
} as const;

const refuse = (message: string, lockout = false) => new AppError('UNAUTHENTICATED', message, undefined, lockout);

export async function login(county: string, payload: LoginPayload): Promise<User> {
  const user = await findUserByUsername(county, payload.username);
  const passwordOk = await verifyPassword(payload.password, user?.passwordHash);
  if (!user) throw refuse(loginMessages.invalid);
  if (user.status === 'L') throw refuse(loginMessages.locked);
  if (!passwordOk) {
    await countFailure(county, user);
    throw refuse(loginMessages.invalid);
  }
  if (user.status === 'P') throw refuse(loginMessages.pending);
  const account = await getAccount(county, user.accountId);
  if (user.status === 'I' || account?.status === 'I') throw refuse(loginMessages.inactive);

  const staff = user.role === 'TRIMIN' || user.role === 'COUNTY';
  const lockout = await getConfig(county, 'userLockout');
  if (lockout.lockoutInPlace && !staff) {
    throw refuse(lockout.messageLogin || 'The site is temporarily unavailable.', true);
  }
  await updateUserFields(county, user.id, {
    failedAttempts: 0,
    ...(payload.language ? { language: payload.language } : {}),
  });
  return user;
}

async function countFailure(county: string, user: User): Promise<void> {
  const access = await getConfig(county, 'userAccess');
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tables.app,
      Key: userKey(county, user.id),
      UpdateExpression: 'ADD failedAttempts :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const attempts = Number(Attributes?.failedAttempts ?? 0);
  if (access.limitLoginAttempts && attempts >= access.maxloginAttempts && user.role !== 'TRIMIN') {
    await updateUserFields(county, user.id, { status: 'L' });
    throw refuse(loginMessages.locked);
  }
}
