// Tract book by id (spec 2): the id, sent as fromDocumentNumber to search/searchByTractBook.
import { z } from 'zod';
import { requiredText } from '../fields.ts';

export const tractBookIdSchema = (_today?: string) =>
  z.object({
    tractBookSearchType: z.literal('ID').default('ID'),
    fromDocumentNumber: requiredText(30),
  });

export type TractBookIdCriteria = z.infer<ReturnType<typeof tractBookIdSchema>>;

export const tractBookIdDefaults = (_today?: string): TractBookIdCriteria => ({
  tractBookSearchType: 'ID',
  fromDocumentNumber: '',
});
