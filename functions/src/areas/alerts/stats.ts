// Subscriber and alert counts per month (GET /api/alerts/stats, county staff): one counter item per county month,
// changed by ADD as things happen, so the page reads one small Query however many subscribers there are.
// Subscribers at a month's end are the confirmations minus the unsubscriptions up to it.

import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertsStats } from '@portal/shared/alerts/schemas';
import { alertStatsKey, alertStatsPartition } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import { countyToday } from '#src/platform/county-clock.ts';

export type StatField = 'confirmed' | 'unsubscribed' | 'alertsSent';

/** The county's month (YYYY-MM) on its own clock. */
export const countyMonth = async (county: string, now = new Date()) => (await countyToday(county, now)).slice(0, 7);

/** The counter change as a transaction item, to go with the change it counts. */
export async function statChange(county: string, field: StatField, by = 1): Promise<TransactItem> {
  return {
    Update: {
      TableName: tables.app,
      Key: alertStatsKey(county, await countyMonth(county)),
      UpdateExpression: 'ADD #f :n',
      ExpressionAttributeNames: { '#f': field },
      ExpressionAttributeValues: { ':n': by },
    },
  };
}

export async function countStat(county: string, field: StatField, by = 1): Promise<void> {
  const { Update } = await statChange(county, field, by);
  await db().send(new UpdateCommand(Update!));
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
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': alertStatsPartition(county) },
    }),
  );
  const byMonth = new Map(Items.map((i) => [i.sk as string, i]));
  const months = lastMonths(await countyMonth(county));
  // the running total starts with every month before the first shown
  let subscribers = Items.filter((i) => (i.sk as string) < months[0]!).reduce(
    (n, i) => n + Number(i.confirmed ?? 0) - Number(i.unsubscribed ?? 0),
    0,
  );
  return {
    months: months.map((month) => {
      const i = byMonth.get(month);
      const newSubscribers = Number(i?.confirmed ?? 0);
      subscribers += newSubscribers - Number(i?.unsubscribed ?? 0);
      return { month, subscribers, newSubscribers, alertsSent: Number(i?.alertsSent ?? 0) };
    }),
  };
}
