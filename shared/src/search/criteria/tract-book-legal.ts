// Tract book by legal (spec 2): the legal form's fields; only the date check applies (its land fields are marked
// required but not enforced). Posted to search/searchByTractBook with tractBookSearchType LEGAL.
import { z } from 'zod';
import { addDateIssues } from '../fields.ts';
import { legalFieldDefaults, legalFields } from './legal-fields.ts';

export const tractBookLegalSchema = (today: string) =>
  legalFields(today)
    .extend({ tractBookSearchType: z.literal('LEGAL').default('LEGAL') })
    .superRefine((v, ctx) => addDateIssues(ctx, v, today));

export type TractBookLegalCriteria = z.infer<ReturnType<typeof tractBookLegalSchema>>;

export const tractBookLegalDefaults = (today: string): TractBookLegalCriteria => ({
  ...legalFieldDefaults(today),
  tractBookSearchType: 'LEGAL',
});
