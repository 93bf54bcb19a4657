// Plat search: the documents with a lots-and-blocks legal on one plat (the plat's LB partition, read through the
// legal search). The plat is given by number (its code) or by name, a case-insensitive part of the plat list's
// description that must name exactly one plat (spec 2, plat lookups).
import type { CodeRow } from '@portal/shared/records/codes';
import { listCodes } from '../read-records.ts';
import type { DocumentSummary } from '../summaries.ts';
import { byLegal } from './by-legal.ts';
import type { QueryResult } from './gather.ts';

export interface PlatCriteria {
  /** PLATNAME by default */
  searchByPlatMethod?: 'PLATNUMBER' | 'PLATNAME';
  platNumber?: string;
  platName?: string;
}

/** The plats the criteria name: the code given, or those whose name holds the text (an equal name wins). */
export async function findPlats(county: string, c: PlatCriteria): Promise<CodeRow[]> {
  const plats = await listCodes(county, 'plats');
  const code = c.platNumber?.trim().toUpperCase();
  if (c.searchByPlatMethod === 'PLATNUMBER' || (code && !c.platName?.trim())) {
    return code ? plats.filter((p) => p.code === code) : [];
  }
  const name = c.platName?.trim().toUpperCase();
  if (!name) return [];
  const equal = plats.filter((p) => p.description.toUpperCase() === name);
  return equal.length ? equal : plats.filter((p) => p.description.toUpperCase().includes(name));
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
