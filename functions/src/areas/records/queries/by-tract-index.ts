// Tract index (Northern Mariana Islands) search: the island's partition, the village as a prefix of the sort key
// (village, parcel, date, document), the parcel id as a prefix filter, recorded dates as a filter.
import { tractPartition } from '../keys.ts';
import { normalizeName } from '../normalize.ts';
import type { DocumentSummary } from '../summaries.ts';
import { type DateRange, documents, filter, gather, type QueryResult } from './gather.ts';

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
  return gather(
    [{ pk: tractPartition(county, island), sk: village ? { beginsWith: village } : undefined, filter: f }],
    documents,
  );
}
