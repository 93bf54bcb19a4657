// A user as stored, and its item: the user's own key and index attributes beside its fields (the seed, the bench,
// the migration and the writes of data/app/users.ts build it here). No DynamoDB call: data/app/users.ts reads and
// writes it.
import type { Language, Role, UserStatus } from '@portal/shared/auth/roles';
import { userIndexAttributes, userKey } from './keys.ts';
import type { IndexState } from './list-entries.ts';

export interface User {
  id: string;
  username: string;
  role: Role;
  accountId: string;
  status: UserStatus;
  firstName: string;
  lastName: string;
  company: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  email: string;
  phone: string;
  language: Language;
  passwordHash: string;
  failedAttempts: number;
  createdAt: string;
  /** the user manager's list entries it wrote (data/app/list-index.ts) */
  ix?: IndexState['ix'];
  ixc?: IndexState['ixc'];
}

export function userItem(county: string, u: User) {
  return {
    ...userKey(county, u.id),
    ...userIndexAttributes(county, u),
    county,
    ...u,
  };
}
