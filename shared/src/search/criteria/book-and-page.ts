// Search by book and page (spec 2): book required, page optional, the book type when the county uses them.
import { z } from 'zod';
import { requiredText, text } from '../fields.ts';

export const bookAndPageSchema = (_today?: string) =>
  z.object({ book: requiredText(10), page: text(10), bookType: text(10) });

export type BookAndPageCriteria = z.infer<ReturnType<typeof bookAndPageSchema>>;

export const bookAndPageDefaults = (_today?: string): BookAndPageCriteria => ({ book: '', page: '', bookType: '' });
