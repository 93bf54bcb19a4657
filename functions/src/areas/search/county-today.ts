// Today's date on the county's clock: the 'Future date entered' check and the default to date both use it, so a
// county in Saipan and one in Minnesota each get their own today.
import { todayIn } from '@portal/shared/search/dates';
import { timeZoneFor } from '#src/areas/home/periods.ts';
import { getCounty } from '#src/platform/config.ts';

export async function countyToday(county: string, now = new Date()): Promise<string> {
  const stateCode = (await getCounty(county))?.stateCode ?? '';
  return todayIn(timeZoneFor(stateCode), now);
}

/**
 * The latest calendar date anywhere on Earth (UTC+14). Searchers type dates on their own clock: an examiner in
 * Saipan is a day ahead of a Minnesota county, and the browser fills the to date with its own today. The
 * 'Future date entered' check therefore allows any date that is today somewhere, never rejecting a form the
 * browser itself filled in.
 */
export const latestToday = (now = new Date()) => todayIn('Pacific/Kiritimati', now);
