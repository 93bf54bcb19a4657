// Username reminders, password resets and registration completion. The answers to forgot-username and
// forgot-password are the same whether or not a user matches, so they reveal nothing.
import { reindexUser, updateUser } from '#src/areas/users/index.ts';
import { endSessions } from '#src/data/app/sessions.ts';
import { putTicket, ticketDelete } from '#src/data/app/sign-in.ts';
import {
  findUserByUsername,
  findUsersByEmail,
  getUser,
  userActivateUpdate,
  userPasswordUpdate,
} from '#src/data/app/users.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { getConfig } from '#src/platform/config.ts';
import { badRequest } from '#src/platform/errors.ts';
import { sendMail } from '#src/platform/mail.ts';
import { hashPassword } from '#src/platform/passwords.ts';
import { clearAllFailures } from './login-attempts.ts';
import { lifetimeText, newTicket, readTicket, type TicketKind } from './tickets.ts';

export const recoveryMessages = {
  usernameSent: 'If that e-mail address is registered, we have sent the username to it.',
  resetSent: 'If the username and e-mail address match our records, we have sent a link to reset the password.',
  passwordUpdated: 'Password updated.  You may now log in.',
  badLink: 'This link has expired or has already been used. Request a new one.',
} as const;

export async function forgotUsername(county: string, email: string): Promise<string> {
  const users = (await findUsersByEmail(county, email)).filter((u) => u.status !== 'I');
  if (users.length) {
    const [registration, common] = await Promise.all([
      getConfig(county, 'loginPageRegistration'),
      getConfig(county, 'common'),
    ]);
    await sendMail({
      from: registration.fromEmailAddress,
      to: email,
      subject: `${common.countyName}: your username`,
      text: [
        `The ${common.countyName} ${common.appTitle} has ${users.length === 1 ? 'this username' : 'these usernames'} for ${email}:`,
        ...users.map((u) => `  ${u.username}`),
      ].join('\n'),
    });
  }
  return recoveryMessages.usernameSent;
}

export async function forgotPassword(county: string, username: string, email: string, origin: string): Promise<string> {
  const user = await findUserByUsername(county, username);
  if (user && user.email.toLowerCase() === email.toLowerCase() && (user.status === 'A' || user.status === 'L')) {
    const [registration, common] = await Promise.all([
      getConfig(county, 'loginPageRegistration'),
      getConfig(county, 'common'),
    ]);
    const ticket = newTicket('RESET', user.id, registration.emaileExpireIn);
    await putTicket(county, ticket.token, ticket.ticket);
    await sendMail({
      from: registration.fromEmailAddress,
      to: user.email,
      subject: `${common.countyName}: reset your password`,
      text: [
        `A password reset was asked for ${user.username}. To create a new password, open this link within ${lifetimeText(registration.emaileExpireIn)}:`,
        `${origin}/passwordReset/${ticket.token}`,
        '',
        'If you did not ask for this, ignore this message; your password is unchanged.',
      ].join('\n'),
    });
  }
  return recoveryMessages.resetSent;
}

/** Deletes the ticket and applies the user update in one transaction: a link works once. */
async function redeem(county: string, token: string, kind: TicketKind, update: (userId: string) => TransactItem) {
  const ticket = await readTicket(county, token, kind);
  if (!ticket) throw badRequest(recoveryMessages.badLink);
  await transactWrite([ticketDelete(county, token), update(ticket.userId)], badRequest(recoveryMessages.badLink));
  return ticket.userId;
}

export async function resetPassword(county: string, token: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  const userId = await redeem(county, token, 'RESET', (id) => userPasswordUpdate(county, id, passwordHash));
  // A reset unlocks a locked user, lifts the sign-in back-off of every source and signs out every session.
  const user = await getUser(county, userId);
  if (user?.status === 'L') await updateUser(county, userId, { status: 'A' });
  if (user) await clearAllFailures(county, user.username);
  await endSessions(county, userId);
  return recoveryMessages.passwordUpdated;
}

export async function completeRegistration(county: string, token: string) {
  const userId = await redeem(county, token, 'REGISTRATION', (id) => userActivateUpdate(county, id));
  await reindexUser(county, userId);
  const user = await getUser(county, userId);
  return { fullName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(), username: user?.username ?? '' };
}
