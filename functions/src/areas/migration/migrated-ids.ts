// Our ids of what came from LS1: derived from LS1's keys, so writing a row again overwrites it instead of adding a
// second copy (a re-run, or a time slice that repeats its last chunk).
import type { RefusedRow } from '#src/data/app/migration.ts';

export const ls1AccountId = (ls1Key: string) => `ls1a-${ls1Key}`;
export const ls1UserId = (ls1Key: string) => `ls1u-${ls1Key}`;
export const ls1AuditId = (ls1Key: string) => `ls1l-${ls1Key}`;
export const isMigratedUserId = (id: string) => id.startsWith('ls1u-');

export type { RefusedRow };

export type Mapped<T> = { ok: T } | { refused: RefusedRow };
