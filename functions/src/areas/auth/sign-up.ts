// Self-registration: a pending user on an A_LA_CARTE credit-card account of their own, the unique username,
// and a completion ticket, written in one transaction; then the completion link, on the county's public URL, is
// e-mailed.

import type { Registration } from '@portal/shared/auth/schemas';
import { reindexAccount } from '#src/areas/accounts/index.ts';
import { reindexUser } from '#src/areas/users/index.ts';
import { newAccount } from '#src/data/app/account-item.ts';
import { accountPut } from '#src/data/app/accounts.ts';
import { ticketPut } from '#src/data/app/sign-in.ts';
import { findUsersByEmail, type User, usernamePut, userPut } from '#src/data/app/users.ts';
import { transactWrite } from '#src/data/dynamo/transact-write.ts';
import { getConfig } from '#src/platform/config.ts';
import { badRequest, forbidden } from '#src/platform/errors.ts';
import { newId } from '#src/platform/ids.ts';
import { sendMail } from '#src/platform/mail.ts';
import { hashPassword } from '#src/platform/passwords.ts';
import { lifetimeText, newTicket } from './tickets.ts';

export const signUpMessages = {
  usernameTaken: 'That username is taken. Choose another.',
  emailTaken: 'That e-mail address is already registered. Use Forgot Username? to find your username.',
  emailTakenField: 'That e-mail address is already registered.',
} as const;

export async function signUp(county: string, r: Registration, origin: string): Promise<string> {
  const registration = await getConfig(county, 'loginPageRegistration');
  if (!registration.selfRegistration) throw forbidden('Self registration is not offered by this county.');
  const common = await getConfig(county, 'common');
  // One e-mail address, one user: recovery by e-mail must reach the right person. (gsi2 is eventually consistent,
  // so two registrations of one address in the same instant could both pass; the usernames still differ.)
  if ((await findUsersByEmail(county, r.email)).length) {
    throw badRequest(signUpMessages.emailTaken, { email: signUpMessages.emailTakenField });
  }

  const userId = newId();
  const accountId = newId();
  const user: User = {
    id: userId,
    username: r.username,
    role: 'USER',
    accountId,
    status: 'P',
    firstName: r.firstName,
    lastName: r.lastName,
    company: r.company,
    address: r.address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    email: r.email,
    phone: r.phone,
    language: 'ENGLISH',
    passwordHash: await hashPassword(r.password),
    failedAttempts: 0,
    createdAt: new Date().toISOString(),
  };
  const account = newAccount({
    id: accountId,
    name: `${r.lastName}, ${r.firstName} (${r.username})`,
    paymentMethod: 'CREDIT_CARD',
    address: r.address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    phone: r.phone,
    email: r.email,
  });
  const ticket = newTicket('REGISTRATION', userId, registration.emaileExpireIn);
  await transactWrite(
    [
      usernamePut(county, r.username, userId),
      userPut(county, user),
      accountPut(county, account),
      ticketPut(county, ticket.token, ticket.ticket),
    ],
    badRequest(signUpMessages.usernameTaken, { username: 'That username is taken.' }),
  );
  // the user manager's and the control panel's lists show the new user and account (once their lists are built)
  await reindexAccount(county, accountId);
  await reindexUser(county, userId);
  const link = `${origin}/CompleteRegistration/${ticket.token}`;
  await sendMail({
    from: registration.fromEmailAddress,
    to: r.email,
    subject: `${common.countyName}: complete your registration`,
    text: [
      `Welcome, ${r.firstName} ${r.lastName}.`,
      '',
      `To finish registering as ${r.username} on the ${common.countyName} ${common.appTitle}, open this link within ${lifetimeText(registration.emaileExpireIn)}:`,
      link,
      '',
      'If you did not register, ignore this message.',
    ].join('\n'),
  });
  return `Thank you. A link to complete your registration was e-mailed to ${r.email}. It expires in ${lifetimeText(registration.emaileExpireIn)}.`;
}
