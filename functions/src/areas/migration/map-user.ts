// An ls_user row as our user (docs/migration.md, 'Users'). LS1's password hashes are not carried: the user's hash
// is one no password matches, so a migrated user signs in only after 'Forgot password' (an e-mailed reset link).
import { type Language, languages, userStatuses } from '@portal/shared/auth/roles';
import { z } from 'zod';
import type { User } from '#src/data/app/users.ts';
import { code, firstProblem, instant, key, requiredText, state, text } from './ls1-values.ts';
import { ls1AccountId, ls1UserId, type Mapped } from './migrated-ids.ts';

/** Stored as the password hash of every migrated user: not the scrypt format, so it never verifies. */
export const RESET_REQUIRED = 'ls1-migrated:reset-required';

const roleCodes = { T: 'TRIMIN', C: 'COUNTY', A: 'ACCOUNT', U: 'USER', G: 'GUEST' } as const;
const statusCodes = Object.fromEntries(userStatuses.map((s) => [s, s])) as Record<string, User['status']>;
const languageCodes = Object.fromEntries(languages.map((l) => [l, l])) as Record<string, Language>;

const row = z.object({
  user_id: key,
  login_name: requiredText(50).refine((v) => /^[A-Za-z0-9_.@-]+$/.test(v), 'letters, digits, _ . @ - only'),
  user_type: code(roleCodes, 'USER'),
  account_id: key,
  first_name: text(30),
  last_name: text(30),
  company: text(60),
  address: text(50),
  city: text(50),
  state,
  zip: text(10).refine((v) => v === '' || /^\d{5}(-?\d{4})?$/.test(v), 'not a ZIP code'),
  email: text(50).refine((v) => v === '' || z.email().safeParse(v).success, 'not an e-mail address'),
  phone: text(20),
  status: code(statusCodes, 'A'),
  language: code(languageCodes, 'ENGLISH').catch('ENGLISH'),
  created_at: z.union([instant, z.null(), z.undefined()]),
});

export function mapUser(raw: Record<string, unknown>): Mapped<User> {
  const parsed = row.safeParse(raw);
  if (!parsed.success) {
    return {
      refused: {
        table: 'ls_user',
        key: String(raw.user_id ?? '?'),
        label: String(raw.login_name ?? '').slice(0, 50),
        reason: firstProblem(parsed.error),
      },
    };
  }
  const r = parsed.data;
  return {
    ok: {
      id: ls1UserId(r.user_id),
      username: r.login_name,
      role: r.user_type,
      accountId: ls1AccountId(r.account_id),
      status: r.status,
      firstName: r.first_name,
      lastName: r.last_name,
      company: r.company,
      address: r.address,
      city: r.city,
      state: r.state,
      zip: r.zip,
      email: r.email,
      phone: r.phone,
      language: r.language,
      passwordHash: RESET_REQUIRED,
      failedAttempts: 0,
      createdAt: r.created_at ?? new Date().toISOString(),
    },
  };
}
