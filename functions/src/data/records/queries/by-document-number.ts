// Document number search: one number, or a numeric range from..to, in the document-number partition of each
// document type ('All': every type of the county's code list). Numbers are keyed zero-padded (sortableNumber), so a
// range is one BETWEEN on the sort key. A number typed with other separators ('FT_1234') is read with the dash
// the county numbers with (documentNumberKey).
import { documentNumberPartition, SEP } from '../keys.ts';
import { documentNumberKey, sortableNumber } from '../normalize.ts';
import type { DocumentSummary } from '../summaries.ts';
import { documentTypesOf } from './criteria.ts';
import { documents, gather, HIGH, type QueryResult, type SortKeyCondition } from './gather.ts';

export interface DocumentNumberCriteria {
  /** a document type, or 'All' / '' for every type */
  documentType?: string;
  fromDocumentNumber: string;
  /** the end of a range (inclusive); exact search when blank */
  toDocumentNumber?: string;
}

/** The sort-key condition of a document number or range; a range end takes its suffixed numbers too (100A). */
export function numberCondition(from: string, to?: string): SortKeyCondition {
  const lo = sortableNumber(documentNumberKey(from));
  return to?.trim() ? { between: [lo, `${sortableNumber(to)}${HIGH}`] } : { beginsWith: `${lo}${SEP}` };
}

export async function byDocumentNumber(
  county: string,
  c: DocumentNumberCriteria,
): Promise<QueryResult<DocumentSummary>> {
  if (!c.fromDocumentNumber?.trim()) return { items: [], truncated: false };
  const sk = numberCondition(c.fromDocumentNumber, c.toDocumentNumber);
  const types = await documentTypesOf(county, c.documentType);
  const queries = types.map((t) => ({ pk: documentNumberPartition(county, t), sk }));
  // one item per type for an exact number: ask every type at once
  return gather(queries, { ...documents, concurrency: 'beginsWith' in sk ? 8 : 1 });
}
