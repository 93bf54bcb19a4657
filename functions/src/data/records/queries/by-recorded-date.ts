// Recorded date search: the month partitions from one date to the other (the form caps the range at a month; any
// range works), the days as a BETWEEN on the sort key (date and time, then the document), document type and
// instrument group as filters.
import { recordedMonthPartition } from '../keys.ts';
import type { DocumentSummary } from '../summaries.ts';
import { documentFilter, monthsBetween } from './criteria.ts';
import { documents, gather, HIGH, type QueryResult } from './gather.ts';

export interface RecordedDateCriteria {
  /** YYYY-MM-DD, inclusive */
  fromRecordedDate: string;
  /** YYYY-MM-DD, inclusive */
  toRecordedDate: string;
  documentType?: string;
  instrumentGroup?: string;
}

export async function byRecordedDate(county: string, c: RecordedDateCriteria): Promise<QueryResult<DocumentSummary>> {
  const from = c.fromRecordedDate;
  const to = c.toRecordedDate || from;
  if (!from || to < from) return { items: [], truncated: false };
  const filter = documentFilter({ documentType: c.documentType, instrumentGroup: c.instrumentGroup });
  const queries = monthsBetween(from, to).map((month) => ({
    pk: recordedMonthPartition(county, month),
    sk: { between: [from, `${to}${HIGH}`] as [string, string] },
    filter,
  }));
  return gather(queries, documents);
}
