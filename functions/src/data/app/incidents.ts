// The status page's incidents and planned maintenance (app table, docs/data-model.md 'Status incidents'): one item
// per incident in the county's INCIDENT partition, sorted by id (the instant it was posted), so the page's 90 days
// are one Query with a Limit. Posts, updates and resolutions are transaction items, written with their audit entry.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Incident } from '@portal/shared/status/schemas';
import { INCIDENT_SK_PREFIX, incidentKey, incidentPartition } from '#src/data/app/keys.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';

/** At most this many incidents are listed: far more than 90 days of a county's incidents ever hold. */
export const INCIDENT_LIST_LIMIT = 200;

const fields = (item: Record<string, unknown>): Incident => ({
  incidentId: String(item.incidentId),
  kind: item.kind as Incident['kind'],
  severity: item.severity as Incident['severity'],
  title: String(item.title ?? ''),
  message: String(item.message ?? ''),
  titleEs: String(item.titleEs ?? ''),
  messageEs: String(item.messageEs ?? ''),
  startsAt: String(item.startsAt ?? ''),
  endsAt: String(item.endsAt ?? ''),
  resolvedAt: String(item.resolvedAt ?? ''),
  postedAt: String(item.postedAt ?? ''),
  updatedAt: String(item.updatedAt ?? ''),
});

/** The incidents posted from the id `sinceId` on (an id is its posting instant), newest first; one page. */
export async function incidentsSince(county: string, sinceId: string): Promise<Incident[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tables.app,
      KeyConditionExpression: 'pk = :p AND sk >= :s',
      ExpressionAttributeValues: { ':p': incidentPartition(county), ':s': `${INCIDENT_SK_PREFIX}${sinceId}` },
      ScanIndexForward: false,
      Limit: INCIDENT_LIST_LIMIT,
    }),
  );
  return Items.map(fields);
}

/** One incident (a consistent read), or undefined. */
export async function getIncident(county: string, incidentId: string): Promise<Incident | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tables.app, Key: incidentKey(county, incidentId), ConsistentRead: true }),
  );
  return Item ? fields(Item) : undefined;
}

/** Puts a new incident; refused if its id is taken. */
export function incidentPut(county: string, incident: Incident): TransactItem {
  return {
    Put: {
      TableName: tables.app,
      Item: { ...incidentKey(county, incident.incidentId), ...incident },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Replaces an incident read before: refused if it changed since (its updatedAt) or is gone. */
export function incidentReplace(county: string, incident: Incident, readUpdatedAt: string): TransactItem {
  return {
    Put: {
      TableName: tables.app,
      Item: { ...incidentKey(county, incident.incidentId), ...incident },
      ConditionExpression: 'attribute_exists(pk) AND updatedAt = :u',
      ExpressionAttributeValues: { ':u': readUpdatedAt },
    },
  };
}
