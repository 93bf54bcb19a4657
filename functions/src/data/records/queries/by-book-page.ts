// Book and page search: the book's partition (of its book type, '-' when the form sends none), the exact page as
// a prefix of the sort key (page, then the document), every page when none is given.
import { bookPartition, SEP } from '../keys.ts';
import { keyPart } from '../normalize.ts';
import type { DocumentSummary } from '../summaries.ts';
import { documents, gather, type QueryResult } from './gather.ts';

export interface BookPageCriteria {
  book: string;
  /** exact page; every page of the book when blank */
  page?: string;
  /** the county's book type; the documents without one when blank */
  bookType?: string;
}

export async function byBookPage(county: string, c: BookPageCriteria): Promise<QueryResult<DocumentSummary>> {
  const book = c.book?.trim().toUpperCase();
  if (!book) return { items: [], truncated: false };
  const page = c.page?.trim();
  return gather(
    [
      {
        pk: bookPartition(county, c.bookType?.trim() ?? '', book),
        sk: page ? { beginsWith: `${keyPart(page)}${SEP}` } : undefined,
      },
    ],
    documents,
  );
}
