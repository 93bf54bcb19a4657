// Subscriber and alert counts per month (GET /api/alerts/stats, county staff): one counter item per county month,
// changed by ADD as things happen, so the page reads one small Query however many subscribers there are.
// Subscribers at a month's end are the confirmations minus the unsubscriptions up to it.

import type { AlertsStats } from '@portal/shared/alerts/schemas';
import { type AlertStatField, addAlertStat, alertStatUpdate, listAlertStats } from '#src/data/app/alerts.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { countyToday } from '#src/platform/county-clock.ts';

export type StatField = AlertStatField;

/** The county's month (YYYY-MM) on its own clock. */
export const countyMonth = async (county: string, now = new Date()) => (await countyToday(county, now)).slice(0, 7);

/** The counter change as a transaction item, to go with the change it counts. */
export async function statChange(county: string, field: StatField, by = 1): Promise<TransactItem> {
  return alertStatUpdate(county, await countyMonth(county), field, by);
}

export async function countStat(county: string, field: StatField, by = 1): Promise<void> {
  await addAlertStat(county, await countyMonth(county), field, by);
}

/** The last 12 months, oldest first (months - 1 months back to now). */
export function lastMonths(current: string, months = 12): string[] {
  const [y, m] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (months - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

export async function alertsStats(county: string): Promise<AlertsStats> {
  const items = await listAlertStats(county);
  const byMonth = new Map(items.map((i) => [i.sk, i]));
  const months = lastMonths(await countyMonth(county));
  // the running total starts with every month before the first shown
  let subscribers = items
    .filter((i) => i.sk < months[0]!)
    .reduce((n, i) => n + Number(i.confirmed ?? 0) - Number(i.unsubscribed ?? 0), 0);
  return {
    months: months.map((month) => {
      const i = byMonth.get(month);
      const newSubscribers = Number(i?.confirmed ?? 0);
      subscribers += newSubscribers - Number(i?.unsubscribed ?? 0);
      return { month, subscribers, newSubscribers, alertsSent: Number(i?.alertsSent ?? 0) };
    }),
  };
}
