// A signed-in user's own password change: the current password first (a session left open on a shared computer
// must not be enough to take the login over), then every other session of the user ends; this one stays.
// Wrong current passwords count with the sign-in failures of the same name and source, so a borrowed session
// cannot guess either; reaching the limit ends every session of the user, this one too.
import { messages } from '@portal/shared/auth/messages';
import { endSessions } from '#src/data/app/sessions.ts';
import { getUser, updateUserFields } from '#src/data/app/users.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, notFound } from '#src/platform/errors.ts';
import { hashPassword, verifyPassword } from '#src/platform/passwords.ts';
import { lockedMessage } from './login.ts';
import { lockedUntil, recordFailure } from './login-attempts.ts';

export async function changePassword(
  county: string,
  o: { user: SessionUser; source: string; currentPassword: string; password: string },
): Promise<string> {
  const user = await getUser(county, o.user.userId);
  if (!user) throw notFound('User not found.');
  const until = await lockedUntil(county, user.username, o.source);
  if (until) throw badRequest(lockedMessage(until));
  if (!(await verifyPassword(o.currentPassword, user.passwordHash))) {
    if (await recordFailure(county, user.username, o.source, await getConfig(county, 'userAccess'))) {
      await endSessions(county, user.id);
    }
    throw badRequest(messages.currentPasswordWrong, { currentPassword: messages.currentPasswordWrong });
  }
  await updateUserFields(county, user.id, { passwordHash: await hashPassword(o.password) });
  await endSessions(county, user.id, o.user.sessionId);
  return 'Password updated.';
}
