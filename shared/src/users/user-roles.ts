// Who may manage whom (spec 3 section 6): the user manager is for TRIMIN, COUNTY and ACCOUNT; an account
// administrator sees only their own account and grants only ACCOUNT and USER; nobody grants a role above their own.
import type { Role } from '../auth/roles.ts';

export const userManagerRoles: readonly Role[] = ['TRIMIN', 'COUNTY', 'ACCOUNT'];

const grantable: Record<Role, readonly Role[]> = {
  TRIMIN: ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST'],
  COUNTY: ['COUNTY', 'ACCOUNT', 'USER', 'GUEST'],
  ACCOUNT: ['ACCOUNT', 'USER'],
  USER: [],
  GUEST: [],
};

/** The user types a caller may give (and so the users whose type they may change). */
export const grantableRoles = (caller: Role): readonly Role[] => grantable[caller];

export const mayManageUsers = (caller: Role): boolean => userManagerRoles.includes(caller);

/** Whether the caller may read or change a user of this role in this account. */
export function mayManageUser(caller: { role: Role; accountId: string }, target: { role: Role; accountId: string }) {
  if (!mayManageUsers(caller.role) || !grantable[caller.role].includes(target.role)) return false;
  return caller.role !== 'ACCOUNT' || target.accountId === caller.accountId;
}

/**
 * The accounts the entry form offers: every account of the county (ALL), only the caller's own (OWN), or none
 * (NONE: a USER has no account choices).
 */
export function accountChoicesScope(caller: Role): 'ALL' | 'OWN' | 'NONE' {
  if (caller === 'TRIMIN' || caller === 'COUNTY') return 'ALL';
  if (caller === 'ACCOUNT') return 'OWN';
  return 'NONE';
}

/** Whether the caller may pick this account for a user. */
export function mayPickAccount(caller: { role: Role; accountId: string }, accountId: string): boolean {
  const scope = accountChoicesScope(caller.role);
  return scope === 'ALL' || (scope === 'OWN' && accountId === caller.accountId);
}
