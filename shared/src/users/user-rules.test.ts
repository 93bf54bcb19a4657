import { describe, expect, it } from 'vitest';
import { displayingResults } from './messages.ts';
import { isNewId, userEntrySchema } from './schemas.ts';
import { accountChoicesScope, grantableRoles, mayManageUser, mayPickAccount } from './user-roles.ts';
import { activateConfirmation, entryDisabled, statusBadge, toggleOf } from './user-status.ts';

const staffAcct = { role: 'COUNTY' as const, accountId: 'staff' };
const admin = { role: 'ACCOUNT' as const, accountId: 'title' };

describe('who may manage whom (spec 3 section 6)', () => {
  it('grants no role above the caller own', () => {
    expect(grantableRoles('TRIMIN')).toContain('TRIMIN');
    expect(grantableRoles('COUNTY')).not.toContain('TRIMIN');
    expect(grantableRoles('ACCOUNT')).toEqual(['ACCOUNT', 'USER']);
    expect(grantableRoles('USER')).toEqual([]);
    expect(grantableRoles('GUEST')).toEqual([]);
  });

  it('keeps an account administrator to their own account', () => {
    expect(mayManageUser(admin, { role: 'USER', accountId: 'title' })).toBe(true);
    expect(mayManageUser(admin, { role: 'USER', accountId: 'other' })).toBe(false);
    expect(mayManageUser(admin, { role: 'COUNTY', accountId: 'title' })).toBe(false);
    expect(mayManageUser(staffAcct, { role: 'USER', accountId: 'other' })).toBe(true);
    expect(mayManageUser(staffAcct, { role: 'TRIMIN', accountId: 'staff' })).toBe(false);
    expect(mayManageUser({ role: 'USER', accountId: 'title' }, { role: 'USER', accountId: 'title' })).toBe(false);
  });

  it('offers accounts: all for staff, their own for ACCOUNT, none for USER', () => {
    expect(accountChoicesScope('COUNTY')).toBe('ALL');
    expect(accountChoicesScope('ACCOUNT')).toBe('OWN');
    expect(accountChoicesScope('USER')).toBe('NONE');
    expect(mayPickAccount(admin, 'title')).toBe(true);
    expect(mayPickAccount(admin, 'other')).toBe(false);
    expect(mayPickAccount({ role: 'USER', accountId: 'title' }, 'title')).toBe(false);
  });
});

describe('status (spec 3 section 4.3)', () => {
  it('badges, toggles and confirmations', () => {
    expect(['A', 'I', 'P', 'L'].map((s) => statusBadge(s as 'A'))).toEqual([
      undefined,
      'inactive',
      'pending',
      'locked!',
    ]);
    expect(toggleOf('A')).toBe('Deactivate');
    expect(toggleOf('L')).toBe('Activate');
    expect(activateConfirmation('L')).toBe('User was locked out due to suspicious activties.  Continue to activate?');
    expect(activateConfirmation('P')).toBe('User has not completed self registration.  Continue to activate?');
    expect(activateConfirmation('I')).toBeUndefined();
    expect(entryDisabled('I', false)).toBe(true);
    expect(entryDisabled(undefined, true)).toBe(false);
    expect(displayingResults(11, 20, 57)).toBe('Displaying Results: 11-20 of 57');
  });
});

describe('the entry form (spec 3 section 5.3)', () => {
  const base = { accountId: 'a', firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com' };
  it('needs username and passwords only for a new user', () => {
    expect(isNewId('0')).toBe(true);
    const fresh = userEntrySchema.safeParse(base);
    expect(fresh.success).toBe(false);
    expect(fresh.error?.issues.map((i) => i.path[0]).sort()).toEqual(['password', 'passwordConfirm', 'username']);
    expect(userEntrySchema.safeParse({ ...base, id: 'u1' }).success).toBe(true);
  });

  it('checks phone and zip formats, empty allowed', () => {
    expect(userEntrySchema.safeParse({ ...base, id: 'u1', phone: '(612) 555-1234', zip: '55111' }).success).toBe(true);
    expect(userEntrySchema.safeParse({ ...base, id: 'u1', phone: '6125551234' }).success).toBe(false);
    expect(userEntrySchema.safeParse({ ...base, id: 'u1', zip: '5511' }).success).toBe(false);
  });
});
