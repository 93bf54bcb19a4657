// User status (spec 3 sections 3.2 and 4.3): A active, I inactive, P pending, L locked out.
import type { UserStatus } from '../auth/roles.ts';
import { userMessages as m } from './messages.ts';

/** The list's badge: nothing for an active user. */
export function statusBadge(status: UserStatus): 'inactive' | 'pending' | 'locked!' | undefined {
  return status === 'I' ? 'inactive' : status === 'P' ? 'pending' : status === 'L' ? 'locked!' : undefined;
}

/** The row's toggle: an active user can be deactivated, any other activated. */
export const toggleOf = (status: UserStatus): 'Deactivate' | 'Activate' => (status === 'A' ? 'Deactivate' : 'Activate');

/** The status a toggle leads to. */
export const toggledStatus = (status: UserStatus): UserStatus => (status === 'A' ? 'I' : 'A');

/** The question asked before activating, or undefined when it activates without one. */
export function activateConfirmation(status: UserStatus): string | undefined {
  if (status === 'L') return m.confirmActivateLocked;
  if (status === 'P') return m.confirmActivatePending;
  return undefined;
}

/** A user who is not active (and not new) has every field disabled except the toggle buttons. */
export const entryDisabled = (status: UserStatus | undefined, isNew: boolean): boolean => !isNew && status !== 'A';
