// The changed-on-day index (issue 31's feed): every record saved new or changed also gets one small item in its
// county day's partition (keys.ts changedDayKey), written with the record's index items, before its entity item, so
// a record whose entity item is on file is listed on the day it changed. A day's changes are then a paged Query,
// never a Scan, and cost one item a record written. The day is the county's clock (common.timeZone), read here
// rather than from the platform, since the data layer sits below it; kept a minute, as the code book is.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { readGroup } from '@portal/shared/config/groups';
import { todayIn } from '@portal/shared/search/dates';
import { getConfigValue } from '#src/data/app/county-config.ts';
import { batchGet } from '#src/data/dynamo/batch-get.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { changedDayKey, changedDayPartition, entityKeyOfChange } from './keys.ts';

const zones = new Map<string, { at: number; zone: string }>();
const ZONE_MS = 60_000;

async function countyZone(county: string): Promise<string> {
  const hit = zones.get(county);
  if (hit && Date.now() - hit.at < ZONE_MS) return hit.zone;
  const zone = readGroup('common', await getConfigValue(county, 'common')).timeZone;
  zones.set(county, { at: Date.now(), zone });
  return zone;
}

/** The county of an entity item's key (`C#<county>#DOC#...`). */
const countyOf = (pk: string) => pk.slice(2, pk.indexOf('#', 2));

/** The changed-on-day items of the entity items about to be saved, on each one's county's today. */
export async function changedDayItems(
  entities: ReadonlyArray<{ pk: string }>,
  now = new Date(),
): Promise<Array<Record<string, unknown>>> {
  const days = new Map<string, string>();
  for (const county of new Set(entities.map((e) => countyOf(e.pk))))
    days.set(county, todayIn(await countyZone(county), now));
  return entities.map((e) => {
    const county = countyOf(e.pk);
    return { ...changedDayKey(county, days.get(county)!, e.pk), t: 'CHG', at: now.toISOString() };
  });
}

/** Changed-on-day items read in a page. */
export const CHANGED_PAGE = 500;

export interface ChangedPage {
  /** the entity items of the records changed, in key order (one gone since is left out) */
  entities: Array<Record<string, unknown>>;
  next?: Record<string, unknown> | undefined;
}

/** One page of the records changed on a county day, with their entity items. */
export async function changedOnDay(county: string, day: string, from?: Record<string, unknown>): Promise<ChangedPage> {
  const page = await db().send(
    new QueryCommand({
      TableName: tables.records,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': changedDayPartition(county, day) },
      Limit: CHANGED_PAGE,
      ...(from ? { ExclusiveStartKey: from } : {}),
    }),
  );
  const keys = (page.Items ?? []).map((i) => entityKeyOfChange(county, String(i.sk)));
  const found = await batchGet<Record<string, unknown>>(tables.records, keys);
  return { entities: found.filter((e) => e !== undefined), next: page.LastEvaluatedKey };
}
