// Plat search: the documents with a lots-and-blocks legal on one plat (the plat's LB partition, read through the
// legal search). The plat is given by number (its code) or by name, a case-insensitive part of the plat list's
// description that must name exactly one plat (spec 2, plat lookups).
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CodeRow } from '@portal/shared/records/codes';
import { db } from '../../dynamo/client.ts';
import { tables } from '../../dynamo/tables.ts';
import { entityKeys, platNamePartition, platNamePartPartition, SEP } from '../keys.ts';
import type { DocumentSummary } from '../summaries.ts';
import { byLegal } from './by-legal.ts';
import type { QueryResult } from './gather.ts';

export interface PlatCriteria {
  /** PLATNAME by default */
  searchByPlatMethod?: 'PLATNUMBER' | 'PLATNAME';
  platNumber?: string;
  platName?: string;
}

/** Plats of one name read at most (names are not unique, but nearly). */
const EQUAL_NAMES = 20;
/** Name items a part of a name reads at most: the plats it names are this many at most (a list to choose from). */
export const PLAT_PARTS = 200;

/**
 * The plats the criteria name: the code given (one GetItem), or those whose name holds the text, ordered by code,
 * an equal name winning: one Query of the whole names equal to it, else one of the name suffixes beginning with it
 * (data/records/plat-names.ts), at most PLAT_PARTS items, so the read follows the matches, not the county's plats.
 */
export async function findPlats(county: string, c: PlatCriteria): Promise<CodeRow[]> {
  const code = c.platNumber?.trim().toUpperCase();
  if (c.searchByPlatMethod === 'PLATNUMBER' || (code && !c.platName?.trim())) {
    if (!code) return [];
    const { Item } = await db().send(
      new GetCommand({ TableName: tables.records, Key: entityKeys.code(county, 'plats', code) }),
    );
    return Item ? [Item.row as CodeRow] : [];
  }
  const name = c.platName?.trim().toUpperCase();
  if (!name) return [];
  const equal = await db().send(
    new QueryCommand({
      TableName: tables.records,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :n)',
      ExpressionAttributeValues: { ':p': platNamePartition(county), ':n': `${name}${SEP}` },
      Limit: EQUAL_NAMES,
    }),
  );
  const equals = rowsOf(equal.Items).filter((r) => r.description.toUpperCase() === name);
  if (equals.length) return equals;
  const parts = await db().send(
    new QueryCommand({
      TableName: tables.records,
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :n)',
      ExpressionAttributeValues: { ':p': platNamePartPartition(county, name), ':n': name },
      Limit: PLAT_PARTS,
    }),
  );
  return rowsOf(parts.Items);
}

/** The plats of name items, each once, by code. */
function rowsOf(items: Array<Record<string, unknown>> | undefined): CodeRow[] {
  const rows = new Map((items ?? []).map((i) => [(i.row as CodeRow).code, i.row as CodeRow]));
  return [...rows.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The plat's documents; none unless the criteria name exactly one plat (the form resolves the plat first). */
export async function byPlat(county: string, c: PlatCriteria): Promise<QueryResult<DocumentSummary>> {
  const code = c.searchByPlatMethod === 'PLATNUMBER' ? c.platNumber?.trim().toUpperCase() : await onePlat(county, c);
  if (!code) return { items: [], truncated: false };
  return byLegal(county, { legalType: 'LB', searchMethod: 'CONTAINS', plat: code });
}

async function onePlat(county: string, c: PlatCriteria): Promise<string | undefined> {
  const plats = await findPlats(county, c);
  return plats.length === 1 ? plats[0]!.code : undefined;
}
