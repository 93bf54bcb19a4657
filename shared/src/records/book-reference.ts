// A page of the county's old grantor-grantee index books: the names from-to (alphabetical) and the dates from-to it
// covers, one row of book-references.ndjson. A name search finds the pages whose name range holds the name.
import { z } from 'zod';
import { code, docNumber, docType, isoDate } from './fields.ts';

export const bookReferenceRow = z
  .object({
    id: code(30).transform((s) => s.toUpperCase()),
    type: z.enum(['GRANTOR', 'GRANTEE']),
    fromName: code(60).transform((s) => s.toUpperCase()),
    toName: code(60).transform((s) => s.toUpperCase()),
    fromDate: isoDate,
    toDate: isoDate,
    /** the scanned book page, an image document */
    docType,
    docNumber,
    pageCount: z.number().int().min(0).max(5000).default(1),
  })
  .refine((b) => b.fromName <= b.toName, { message: 'fromName comes after toName.', path: ['toName'] })
  .refine((b) => b.fromDate <= b.toDate, { message: 'fromDate comes after toDate.', path: ['toDate'] });
export type BookReferenceRow = z.infer<typeof bookReferenceRow>;
