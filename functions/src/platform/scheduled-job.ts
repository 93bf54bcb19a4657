// What every scheduled job shares (the maintenance jobs, the preauthorization sweep; infra's ScheduledJob runs them
// on a rate rule): it works through every county one after another, a county's failure stopping no other (the next
// run tries it again), and its Lambda entry fails the invocation when part of the run failed, after every county
// was tried, so the failure shows in the function's Errors metric and its alarm.
import { listCounties } from './config.ts';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Runs `run` for every county (listCounties reads every page), or those named, one after another: one report each;
 * a county whose run threw gets `failed(county, message)` instead.
 */
export async function forEachCounty<R>(
  job: string,
  run: (county: string) => Promise<R>,
  failed: (county: string, message: string) => R,
  only?: readonly string[],
): Promise<R[]> {
  const reports: R[] = [];
  const counties = only ?? (await listCounties()).map((c) => c.id);
  for (const county of counties) {
    try {
      reports.push(await run(county));
    } catch (err) {
      console.error(`[${job}] ${county}`, err);
      reports.push(failed(county, messageOf(err)));
    }
  }
  return reports;
}

/** A scheduled job's Lambda entry: runs it, and throws `<failure> in <counties>.` when some county's part failed. */
export function scheduledHandler<R extends { county: string }>(
  run: () => Promise<R[]>,
  countyFailed: (report: R) => boolean,
  failure: string,
): () => Promise<R[]> {
  return async () => {
    const reports = await run();
    const counties = reports.filter(countyFailed).map((r) => r.county);
    if (counties.length) throw new Error(`${failure} in ${counties.join(', ')}.`);
    return reports;
  };
}
