// A county's clock is its configured IANA time zone (common.timeZone, ARCHITECTURE section 4): its "today", the
// home page periods, the transaction report's days and every recorded-date default. Never the server's zone,
// never guessed from the state (Indiana, Kentucky and others have two).
import { todayIn } from '@portal/shared/search/dates';
import { getConfig } from './config.ts';

export async function countyTimeZone(county: string): Promise<string> {
  return (await getConfig(county, 'common')).timeZone;
}

/** Today's date (YYYY-MM-DD) on the county's clock. */
export async function countyToday(county: string, now = new Date()): Promise<string> {
  return todayIn(await countyTimeZone(county), now);
}
