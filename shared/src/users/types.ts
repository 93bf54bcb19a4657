// What the user manager's calls answer (spec 3 section 7.3).
import type { Role, UserStatus } from '../auth/roles.ts';

/** One row of the Users list. */
export interface UserRow {
  id: string;
  username: string;
  /** 'First Last' */
  name: string;
  accountId: string;
  accountName: string;
  role: Role;
  status: UserStatus;
}

/** A page of a list, with what 'Displaying Results: x-y of n' needs. */
export interface ListPage {
  pageNumber: number;
  pageSize: number;
  /** 1-based position of the first row shown (0 when none) */
  first: number;
  last: number;
  total: number;
  /** send with pageNumber + 1 to read the next page in one step; absent on the last page */
  nextCursor?: string;
}

/** userManager/users, userDelete, userChangeStatusList: content. */
export interface UserListContent extends ListPage {
  users: UserRow[];
}

/** userManager/userChangeStatusSingle: content. */
export interface UserStatusContent {
  status: UserStatus;
}

/** GET userManager/user/{id}: content (no password hash; password is always ''). */
export interface UserDetails {
  id: string;
  username: string;
  role: Role;
  accountId: string;
  accountName: string;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  email: string;
  phone: string;
  status: UserStatus;
  password: '';
  passwordConfirm: '';
  /** the user types this caller may choose on the form */
  allowedRoles: Role[];
  /**
   * The accounts offered: an ACCOUNT administrator's own account only; for TRIMIN and COUNTY the user's current
   * one, others looked up with controlPanel/accounts (filterText), since a county may hold thousands.
   */
  allowedAccounts: Array<{ id: string; name: string }>;
  accountChoices: 'ALL' | 'OWN' | 'NONE';
}
