// An entry of the county's tract books (the pre-computer index by land), one row of tract-books.ndjson: found by
// its id or by its legal description.
import { z } from 'zod';
import { code, docNumber, docType, isoDate, optionalText } from './fields.ts';
import { legal } from './legal.ts';

export const tractBookRow = z.object({
  id: code(30).transform((s) => s.toUpperCase()),
  book: code(10),
  page: code(10),
  description: optionalText(500),
  fromDate: isoDate,
  toDate: isoDate.optional(),
  legals: z.array(legal).min(1, 'A tract book entry needs a legal description.').max(50),
  /** the scanned tract book page, an image document */
  docType,
  docNumber,
  pageCount: z.number().int().min(0).max(5000).default(1),
});
export type TractBookRow = z.infer<typeof tractBookRow>;
