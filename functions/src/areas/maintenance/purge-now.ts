// POST controlPanel/countyConfig/userPurgeNow: purges the credit card users who have not signed in since the start
// of the chosen county date (the Purge Now page's date picker, MM/DD/YYYY).
import { saveSchemas } from '@portal/shared/config/rules';
import type { SessionUser } from '#src/platform/context.ts';
import { countyMidnight, countyTimeZone, isoFromUsDate } from '#src/platform/county-clock.ts';
import { parseOr400 } from '#src/platform/validate.ts';
import { purgeInactiveCardUsers } from './purge-users.ts';

export async function purgeNow(county: string, by: SessionUser, body: unknown): Promise<string> {
  const { purgeDate } = parseOr400(saveSchemas.userPurgeNow, body);
  const before = countyMidnight(await countyTimeZone(county), isoFromUsDate(purgeDate));
  const purged = await purgeInactiveCardUsers(county, by, before, `Purge Now, not signed in since ${purgeDate.trim()}`);
  return purged === 1 ? `1 inactive credit card user was purged.` : `${purged} inactive credit card users were purged.`;
}
