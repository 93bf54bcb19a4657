// Tract index (Northern Mariana Islands) search: the island's partition, the village as a prefix of the sort key
// (village, parcel, date, document), the parcel id as a prefix filter, recorded dates as a filter. Each result
// carries the tract it matched, read from the index item's own key (no further reads), for the results column.
import type { TractRef } from '@portal/shared/search/results';
import { SEP, tractPartition } from '../keys.ts';
import { normalizeName } from '../normalize.ts';
import { type DocumentSummary, unpackSummary } from '../summaries.ts';
import { type DateRange, filter } from './criteria.ts';
import { documents, gather, type Item, type QueryResult } from './gather.ts';

export interface TractIndexCriteria extends DateRange {
  island: string;
  /** a prefix of the village (3 characters minimum on the form) */
  village: string;
  /** a prefix of the parcel id */
  parcelId?: string;
}

export async function byTractIndex(county: string, c: TractIndexCriteria): Promise<QueryResult<DocumentSummary>> {
  const island = normalizeName(c.island ?? '');
  if (!island) return { items: [], truncated: false };
  const village = normalizeName(c.village ?? '');
  const parcel = c.parcelId?.trim().toUpperCase();
  const f = filter().dateWithin('rd', c);
  if (parcel) f.and(f.beginsWith('parcelId', parcel));
  const read = (item: Item): DocumentSummary => ({
    ...unpackSummary<DocumentSummary>(item.s),
    tract: matchedTract(island, item.sk),
  });
  return gather(
    [{ pk: tractPartition(county, island), sk: village ? { beginsWith: village } : undefined, filter: f }],
    { ...documents, read },
  );
}

/** The tract of a tract index item: island from its partition, village and parcel from its sort key. */
export function matchedTract(island: string, sk: string): TractRef {
  const parts = sk.split(SEP);
  // village | parcel | date | document: a parcel id holding the separator keeps it
  return { island, village: parts[0] ?? '', parcelId: parts.slice(1, -2).join(SEP) };
}
