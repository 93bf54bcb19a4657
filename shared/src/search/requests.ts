// Payloads of the search area's calls other than the criteria: paging and sorting, detail panes, links, plat lookup
// and pick-lists.
import { z } from 'zod';
import { titleFileField } from '../search-log/schemas.ts';
import { platMethods } from './criteria/plat.ts';
import { sortDirections } from './result-kinds.ts';

/** Sent with the criteria to page or re-sort a search: same criteria, so the kept result set answers. */
export const pagingSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
  sortKey: z.string().trim().max(40).optional().catch(undefined),
  sortDirection: z.enum(sortDirections).optional().catch(undefined),
});
export type Paging = z.infer<typeof pagingSchema>;

const id = z.string({ error: 'Required.' }).trim().min(1, 'Required.').max(60);

export const documentDetailsSchema = z.object({
  docId: id,
  /** the display number the row showed, for messages */
  description: z.string().trim().max(200).default(''),
});
export type DocumentDetailsRequest = z.infer<typeof documentDetailsSchema>;

/** The body of documentDetails and taxLienDetails: the document, and the title file to log the view under. */
export const documentDetailsCall = documentDetailsSchema.extend(titleFileField);

export const recordIdSchema = z.object({ id });
export const certificateDetailsSchema = z.object({ certificateNumber: id });

export const platLookupSchema = z.object({
  searchByPlatMethod: z.enum(platMethods).default('PLATNAME'),
  platNumber: z.string().max(40).default(''),
  platName: z.string().max(200).default(''),
});
export type PlatLookupRequest = z.infer<typeof platLookupSchema>;

export const filterTextSchema = z.object({ filterText: z.string().trim().max(100).default('') });
