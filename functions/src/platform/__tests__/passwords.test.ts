// Password hashes: N = 2^15 unless PASSWORD_HASH_LOG2_N (the test stacks' 10) says otherwise, and each stored hash
// verifies with its own N whatever the setting is now.
import { afterEach, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../passwords.ts';

const was = process.env.PASSWORD_HASH_LOG2_N;
afterEach(() => {
  if (was === undefined) delete process.env.PASSWORD_HASH_LOG2_N;
  else process.env.PASSWORD_HASH_LOG2_N = was;
});

it('hashes at N = 2^15 when nothing is set (as deployed), and verifies the password only', async () => {
  delete process.env.PASSWORD_HASH_LOG2_N;
  const stored = await hashPassword('Demo#2026');
  expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
  expect([await verifyPassword('Demo#2026', stored), await verifyPassword('Demo#2027', stored)]).toEqual([true, false]);
});

it('takes the setting for new hashes only, within 2^10..2^20; a stored hash keeps its N', async () => {
  process.env.PASSWORD_HASH_LOG2_N = '10';
  const cheap = await hashPassword('Demo#2026');
  expect(cheap).toMatch(/^scrypt\$1024\$/);
  process.env.PASSWORD_HASH_LOG2_N = '40';
  expect(await hashPassword('x')).toMatch(/^scrypt\$32768\$/);
  delete process.env.PASSWORD_HASH_LOG2_N;
  expect(await verifyPassword('Demo#2026', cheap)).toBe(true);
});
