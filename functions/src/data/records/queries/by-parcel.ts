// Parcel ID search: the parcel's partition, the recorded dates as a BETWEEN on the sort key (date, then the
// document), the document type as a filter.
import { parcelPartition } from '../keys.ts';
import type { DocumentSummary } from '../summaries.ts';
import { type DateRange, documentFilter } from './criteria.ts';
import { documents, gather, HIGH, type QueryResult } from './gather.ts';

export interface ParcelCriteria extends DateRange {
  parcelId: string;
  documentType?: string;
}

export async function byParcel(county: string, c: ParcelCriteria): Promise<QueryResult<DocumentSummary>> {
  const parcelId = c.parcelId?.trim().toUpperCase();
  if (!parcelId) return { items: [], truncated: false };
  const from = c.fromRecordedDate || '0';
  const to = `${c.toRecordedDate || '9999-12-31'}${HIGH}`;
  return gather(
    [
      {
        pk: parcelPartition(county, parcelId),
        sk: { between: [from, to] },
        filter: documentFilter({ documentType: c.documentType }),
      },
    ],
    documents,
  );
}
