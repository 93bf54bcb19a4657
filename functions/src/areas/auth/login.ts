// Sign-in: the password check, the per-username-and-source back-off (login-attempts.ts), pending and inactive
// users refused, the county lockout for everyone but staff. A name that does not exist is answered exactly as
// one that does: the same password-hash work, the same failure count, the same messages and status.
import type { LoginPayload } from '@portal/shared/auth/schemas';
import { getAccount } from '#src/data/app/accounts.ts';
import { endSessions } from '#src/data/app/sessions.ts';
import { findUserByUsername, type User, updateUserFields } from '#src/data/app/users.ts';
import { getConfig } from '#src/platform/config.ts';
import { AppError } from '#src/platform/errors.ts';
import { verifyPassword } from '#src/platform/passwords.ts';
import { checkLanguageOffered } from './check-language.ts';
import { clearFailures, lockedUntil, recordFailure } from './login-attempts.ts';

export const loginMessages = {
  invalid: 'Invalid username or password.',
  locked: 'Your account is locked after too many failed sign-in attempts.',
  lockedByCounty: 'Your account is locked. Use Forgot Password? or contact the county.',
  pending: 'Your registration is not complete. Use the link we e-mailed to you.',
  inactive: 'Your account is inactive. Contact the county.',
} as const;

const refuse = (message: string, lockout = false) => new AppError('UNAUTHENTICATED', message, undefined, lockout);

/** The back-off's answer, the same for every name: how long until this source may try again. */
export function lockedMessage(until: number): string {
  const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000));
  return `${loginMessages.locked} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, use Forgot Password? or contact the county.`;
}

/** `source` is the caller's address (platform/client-address.ts). */
export async function login(county: string, payload: LoginPayload, source: string): Promise<User> {
  // A language the county does not offer is bad input, refused before any password work.
  if (payload.language) await checkLanguageOffered(county, payload.language);
  const [user, until, access] = await Promise.all([
    findUserByUsername(county, payload.username),
    lockedUntil(county, payload.username, source),
    getConfig(county, 'userAccess'),
  ]);
  const passwordOk = await verifyPassword(payload.password, user?.passwordHash);
  if (until) throw refuse(lockedMessage(until));
  if (!user || !passwordOk) {
    const lockedNow = await recordFailure(county, payload.username, source, access);
    if (!lockedNow) throw refuse(loginMessages.invalid);
    // Whoever holds the password may be guessing it from elsewhere too: the user signs in afresh.
    if (user) await endSessions(county, user.id);
    throw refuse(lockedMessage(lockedNow));
  }
  await clearFailures(county, payload.username, source);
  // Below here the caller has shown the password, so telling the state of the user tells nothing new.
  if (user.status === 'L') throw refuse(loginMessages.lockedByCounty);
  if (user.status === 'P') throw refuse(loginMessages.pending);
  const account = await getAccount(county, user.accountId);
  if (user.status === 'I' || account?.status === 'I') throw refuse(loginMessages.inactive);

  const staff = user.role === 'TRIMIN' || user.role === 'COUNTY';
  const lockout = await getConfig(county, 'userLockout');
  if (lockout.lockoutInPlace && !staff) {
    throw refuse(lockout.messageLogin || 'The site is temporarily unavailable.', true);
  }
  // the shared guest login keeps its own language: a guest's choice lives on the session (routes.ts)
  if (payload.language && user.role !== 'GUEST')
    await updateUserFields(county, user.id, { language: payload.language });
  return user;
}
