// The status page's synthetic checks: one cheap real probe per area, run at most once a minute per county in each
// process (a page view reads the last answer), so the public page cannot be used to load the backend. A probe
// answers in time (OPERATIONAL), slowly or with a part missing (DEGRADED), or fails or times out (DOWN). Callers
// arriving while a county's probes run share that run.
import { type AreaCheck, type AreaState, type StatusArea, statusAreas } from '@portal/shared/status/schemas';
import { probeEfile } from './probe-efile.ts';
import { probeImages } from './probe-images.ts';
import { probePayments } from './probe-payments.ts';
import { probeSearch } from './probe-search.ts';

export const CHECK_TTL_MS = 60_000;
/** Slower than this and the area is degraded; no answer by TIMEOUT_MS and it is down. */
const SLOW_MS = 2_000;
const TIMEOUT_MS = 5_000;

type Probe = (county: string, signal: AbortSignal) => Promise<'ok' | 'degraded' | 'down'>;

const probes: Record<StatusArea, Probe> = {
  search: probeSearch,
  images: probeImages,
  payments: (_county, signal) => probePayments(signal),
  efile: (_county, signal) => probeEfile(signal),
};

const cache = new Map<string, { at: number; checks: Promise<AreaCheck[]> }>();

async function check(county: string, area: StatusArea): Promise<AreaCheck> {
  const started = Date.now();
  let state: AreaState;
  try {
    const answer = await probes[area](county, AbortSignal.timeout(TIMEOUT_MS));
    const slow = Date.now() - started > SLOW_MS;
    state = answer === 'down' ? 'DOWN' : answer === 'degraded' || slow ? 'DEGRADED' : 'OPERATIONAL';
  } catch {
    state = 'DOWN';
  }
  return { area, state, checkedAt: new Date(started).toISOString() };
}

/** The county's area checks, at most CHECK_TTL_MS old. */
export function areaChecks(county: string, now = Date.now()): Promise<AreaCheck[]> {
  const kept = cache.get(county);
  if (kept && now - kept.at < CHECK_TTL_MS) return kept.checks;
  const checks = Promise.all(statusAreas.map((a) => check(county, a)));
  cache.set(county, { at: now, checks });
  return checks;
}

/** Forgets every kept answer (tests that change what a probe finds). */
export function clearAreaChecks(): void {
  cache.clear();
}
