// userAccess once held a guest user name that nothing read: GUEST is a role on the shared login's user record
// (spec 1 section 1, set in the user manager), not a name in the configuration. The setting is gone
// (docs/spec-departures.md); what a county stored under it is dropped on read and on save.
import { describe, expect, it } from 'vitest';
import { readGroup } from './groups.ts';
import { groupDefaults } from './registry.ts';
import { saveSchemas } from './rules.ts';

describe('userAccess', () => {
  it('has the login-attempt, inactivity and API key settings and no guest user name', () => {
    expect(Object.keys(groupDefaults('userAccess')).sort()).toEqual([
      'apiKeyCallsPerMinute',
      'guestImagesOnInvoice',
      'inactivityTimeLimit',
      'inactivityTimeLimitPeriod',
      'limitLoginAttempts',
      'maxloginAttempts',
    ]);
  });

  it("has each API key's calls per minute (issue 31): 60 unless the county sets 1 to 6,000", () => {
    expect(groupDefaults('userAccess').apiKeyCallsPerMinute).toBe(60);
    const save = (apiKeyCallsPerMinute: unknown) =>
      saveSchemas.userAccess.safeParse({ ...groupDefaults('userAccess'), apiKeyCallsPerMinute });
    expect(save(600).success).toBe(true);
    expect(save(0).error?.issues[0]?.message).toBe('From 1 to 6000.');
    expect(save(6001).success).toBe(false);
  });

  it("reads a stored value out of range as that field's default and keeps the group's other settings", () => {
    const read = readGroup('userAccess', {
      apiKeyCallsPerMinute: 100_000,
      maxloginAttempts: 3,
      limitLoginAttempts: true,
    });
    expect(read.apiKeyCallsPerMinute).toBe(60);
    expect(read.maxloginAttempts).toBe(3);
    expect(read.limitLoginAttempts).toBe(true);
    // something that is not a group at all reads as the defaults
    expect(readGroup('userAccess', 'nonsense')).toEqual(groupDefaults('userAccess'));
  });

  it('drops a guest user name a county stored before, and saves without one', () => {
    const stored = { guestUserName: 'guestuser1', maxloginAttempts: 7 };
    expect(readGroup('userAccess', stored)).not.toHaveProperty('guestUserName');
    expect(readGroup('userAccess', stored).maxloginAttempts).toBe(7);
    const saved = saveSchemas.userAccess.safeParse({ ...groupDefaults('userAccess'), guestUserName: '' });
    expect(saved.success).toBe(true);
    expect(saved.data).not.toHaveProperty('guestUserName');
  });
});
