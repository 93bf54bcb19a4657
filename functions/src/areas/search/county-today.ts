// Today's date on the county's clock: the 'Future date entered' check and the default to date both use it, so a
// county in Saipan and one in Minnesota each get their own today.
import { todayIn } from '@portal/shared/search/dates';
import { timeZoneFor } from '#src/areas/home/periods.ts';
import { getCounty } from '#src/platform/config.ts';

export async function countyToday(county: string, now = new Date()): Promise<string> {
  const stateCode = (await getCounty(county))?.stateCode ?? '';
  return todayIn(timeZoneFor(stateCode), now);
}
