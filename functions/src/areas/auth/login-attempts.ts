// Failed sign-ins counted per username AND source (platform/client-address.ts), whether or not the username
// exists, so the answers never tell which names are real. After the county's maxloginAttempts failures from one
// source that source waits: 15 minutes, doubling with each lock-out within a day, up to a day. A stranger
// elsewhere cannot lock anyone out, and nobody is locked for good by a stranger.
// Items: data/app/sign-in.ts (one per username and source); a reset clears every source of a name.
import type { ConfigGroup } from '@portal/shared/config/groups';
import {
  addSignInFailure,
  deleteAllSignInAttempts,
  deleteSignInAttempts,
  getSignInAttempts,
  lockSignIn,
} from '#src/data/app/sign-in.ts';

const FIRST_LOCK_MINUTES = 15;
const MAX_LOCK_MINUTES = 24 * 60;
const MEMORY_SECONDS = 24 * 3600;

/** Minutes a lock-out lasts, by how many came before it: 15, 30, 60 ... up to a day. */
export const lockMinutes = (earlierLocks: number) => Math.min(FIRST_LOCK_MINUTES * 2 ** earlierLocks, MAX_LOCK_MINUTES);

/** When this source may try this username again (epoch ms), or undefined when it may now. */
export async function lockedUntil(county: string, username: string, source: string): Promise<number | undefined> {
  const attempts = await getSignInAttempts(county, username, source);
  const until = Number(attempts?.lockedUntil ?? 0);
  return until > Date.now() ? until : undefined;
}

/** Counts a failure; returns the lock-out's end (epoch ms) when this failure reached the county's maximum. */
export async function recordFailure(
  county: string,
  username: string,
  source: string,
  access: ConfigGroup<'userAccess'>,
): Promise<number | undefined> {
  const now = Date.now();
  const counted = await addSignInFailure(county, username, source, Math.floor(now / 1000) + MEMORY_SECONDS);
  if (!access.limitLoginAttempts || Number(counted?.failures) < access.maxloginAttempts) return undefined;
  const until = now + lockMinutes(Number(counted?.lockouts ?? 0)) * 60_000;
  await lockSignIn(county, username, source, until, Math.floor(until / 1000) + MEMORY_SECONDS);
  return until;
}

/** A successful sign-in forgets this source's failures for the name. */
export async function clearFailures(county: string, username: string, source: string): Promise<void> {
  await deleteSignInAttempts(county, username, source);
}

/** A password reset lifts every source's lock-out for the name. */
export async function clearAllFailures(county: string, username: string): Promise<void> {
  await deleteAllSignInAttempts(county, username);
}
