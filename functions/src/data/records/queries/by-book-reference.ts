// Grantor-grantee book search: the pages of the old index books whose name range holds the name searched for. A
// page is indexed under every two-character bucket its range spans, so the name's bucket (every bucket of its
// letter for a one-letter name) holds every page that can match. The name is a last name, so a page matches when
// its range meets the names that begin with it: fromName <= NAME... and toName >= NAME ('SMITH' finds the page
// 'SMITH ANNA'..'SMITH JOHN' as well as 'SMALL'..'SNOW'). The sort key (fromName|id) cannot bound this, as '|'
// sorts after the letters, so the range is a filter on the page's from/to names; book type and dates are filters.
import { bookReferencePartition } from '../keys.ts';
import { normalizeName } from '../normalize.ts';
import { bucketOf, nameBuckets } from '../record-items.ts';
import type { BookReferenceSummary } from '../summaries.ts';
import { type DateRange, filter } from './criteria.ts';
import { bookReferences, gather, HIGH, type QueryResult } from './gather.ts';

export interface BookReferenceCriteria extends DateRange {
  /** business or last name */
  grantorGranteeLastName: string;
  /** both (default), GRANTORS or GRANTEES */
  grantorGranteeSearchIn?: string;
}

export async function byBookReference(
  county: string,
  c: BookReferenceCriteria,
): Promise<QueryResult<BookReferenceSummary>> {
  const name = normalizeName(c.grantorGranteeLastName ?? '');
  if (!name) return { items: [], truncated: false };
  const buckets = name.length > 1 ? [bucketOf(name).replace(/ /g, '_')] : nameBuckets(name, `${name}Z`);
  const f = filter();
  f.and(f.lte('from', `${name}${HIGH}`), f.gte('to', name));
  const searchIn = (c.grantorGranteeSearchIn ?? '').toUpperCase();
  if (searchIn.startsWith('GRANTOR')) f.and(f.eq('type', 'GRANTOR'));
  if (searchIn.startsWith('GRANTEE')) f.and(f.eq('type', 'GRANTEE'));
  // the page's dates overlap the range
  if (c.toRecordedDate) f.and(f.lte('fd', c.toRecordedDate));
  if (c.fromRecordedDate) f.and(f.gte('td', c.fromRecordedDate));
  return gather(
    buckets.map((b) => ({ pk: bookReferencePartition(county, b), filter: f })),
    bookReferences,
  );
}
