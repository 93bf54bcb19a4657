// Spec 3 section 6 on the server: whose entries a report may read. TRIMIN and COUNTY: any account (or the whole
// county) and any user, and every transaction type; an ACCOUNT administrator: their own account and its users;
// any other role: only their own entries. A report the county has turned off answers 403 to everyone.

import { staffRoles } from '@portal/shared/auth/roles';
import type { ReportId } from '@portal/shared/reports/criteria';
import { staffTransactionTypes, userTransactionTypes } from '@portal/shared/reports/criteria';
import { type Account, getAccount } from '#src/data/app/accounts.ts';
import { findUserByUsername, getUser } from '#src/data/app/users.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, forbidden } from '#src/platform/errors.ts';

export const isStaff = (user: SessionUser) => staffRoles.includes(user.role);

export async function requireReportOn(county: string, id: ReportId): Promise<void> {
  const reports = await getConfig(county, 'reports');
  if (!reports[id]) throw forbidden('This report is not offered by the county.');
}

/** A transaction type the caller may filter on ('all', or one of their list). */
export function checkTransactionType(user: SessionUser, type: string): void {
  if (type === 'all') return;
  if (!(staffTransactionTypes as readonly string[]).includes(type)) {
    throw badRequest('transactionType: Unknown transaction type.', { transactionType: 'Unknown transaction type.' });
  }
  if (!isStaff(user) && !(userTransactionTypes as readonly string[]).includes(type)) {
    throw forbidden('That transaction type is not in your report.');
  }
}

export interface AccountScope {
  /** undefined: every account of the county (staff only) */
  account?: Account | undefined;
  accountId?: string | undefined;
  /** only this user's entries */
  userId?: string | undefined;
  username?: string | undefined;
}

async function userIdOf(county: string, username: string): Promise<{ id: string; accountId: string }> {
  const found = await findUserByUsername(county, username);
  if (!found) throw badRequest('username: No such user.', { username: 'No such user.' });
  return { id: found.id, accountId: found.accountId };
}

/** The statement's and the account audit's scope: an account (or the county) and optionally one of its users. */
export async function accountScope(
  county: string,
  user: SessionUser,
  c: { accountId: string; username: string },
): Promise<AccountScope> {
  if (isStaff(user)) {
    const account = c.accountId ? await getAccount(county, c.accountId) : undefined;
    if (c.accountId && !account) throw badRequest('accountName: No such account.', { accountName: 'No such account.' });
    const who = c.username ? await userIdOf(county, c.username) : undefined;
    return { account, accountId: account?.id, userId: who?.id, username: c.username || undefined };
  }
  if (c.accountId && c.accountId !== user.accountId) throw forbidden('You may report only on your own account.');
  const account = await getAccount(county, user.accountId);
  if (user.role === 'ACCOUNT') {
    const who = c.username ? await userIdOf(county, c.username) : undefined;
    return { account, accountId: user.accountId, userId: who?.id, username: c.username || undefined };
  }
  if (c.username && c.username.toLowerCase() !== user.username.toLowerCase()) {
    throw forbidden('You may report only on your own transactions.');
  }
  return { account, accountId: user.accountId, userId: user.userId, username: user.username };
}

/** The user audit's user: the one named (staff: any; an ACCOUNT administrator: one of their account's), or the caller. */
export async function userScope(
  county: string,
  user: SessionUser,
  c: { username: string },
): Promise<{ userId: string; username: string; accountId: string }> {
  if (!c.username || c.username.toLowerCase() === user.username.toLowerCase()) {
    const self = await getUser(county, user.userId);
    return { userId: user.userId, username: self?.username ?? user.username, accountId: user.accountId };
  }
  if (!isStaff(user) && user.role !== 'ACCOUNT') throw forbidden('You may report only on your own transactions.');
  const found = await findUserByUsername(county, c.username);
  if (!found) throw badRequest('username: No such user.', { username: 'No such user.' });
  if (!isStaff(user) && found.accountId !== user.accountId) {
    throw forbidden('You may report only on the users of your own account.');
  }
  return { userId: found.id, username: found.username, accountId: found.accountId };
}
