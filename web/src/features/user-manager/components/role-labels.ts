// The user types as the screens name them (the role codes of spec 3 section 1).
import type { Role } from '@portal/shared/auth/roles';

export const roleLabels: Record<Role, string> = {
  TRIMIN: 'Vendor Administrator',
  COUNTY: 'County Administrator',
  ACCOUNT: 'Account Administrator',
  USER: 'User',
  GUEST: 'Guest',
};
