// Search's synthetic check: one bounded Query on the records table (data/records/probe-records.ts), the read every
// search starts with, on the county's current month.
import { probeRecords } from '#src/data/records/probe-records.ts';

export async function probeSearch(county: string, signal: AbortSignal): Promise<'ok'> {
  const month = new Date().toISOString().slice(0, 7);
  await Promise.race([probeRecords(county, month), aborted(signal)]);
  return 'ok';
}

/** Rejects when the signal aborts: the DynamoDB document client takes no signal through our data layer. */
export function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
