// GET status: the county's public status page in one answer: each area's synthetic check (kept a minute), the
// index's dates, the open incidents and the last 90 days of them.
import type { StatusAnswer } from '@portal/shared/status/schemas';
import { getConfig } from '#src/platform/config.ts';
import { areaChecks } from './area-checks.ts';
import { indexDates } from './index-dates.ts';
import { listIncidents } from './list-incidents.ts';

export async function getStatus(county: string): Promise<StatusAnswer> {
  const [common, areas, dates, incidents] = await Promise.all([
    getConfig(county, 'common'),
    areaChecks(county),
    indexDates(county),
    listIncidents(county),
  ]);
  return { countyName: common.countyName, areas, indexDates: dates, ...incidents };
}
