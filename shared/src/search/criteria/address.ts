// Search by address (spec 2): house number and street name required, city optional, instrument group, dates.
import { z } from 'zod';
import { DEFAULT_FROM_DATE, toUsDate } from '../dates.ts';
import { addDateIssues, fromDate, instrumentGroup, requiredText, text, toDate } from '../fields.ts';
import { searchMessages as m } from '../messages.ts';

export const addressSchema = (today: string) =>
  z
    .object({
      streetNumber: requiredText(10),
      streetName: requiredText(60).min(3, m.threeMin),
      city: text(40).refine((s) => !s || s.length >= 3, m.threeMinOrBlank),
      instrumentGroup,
      fromRecordedDate: fromDate(),
      toRecordedDate: toDate(today),
    })
    .superRefine((v, ctx) => addDateIssues(ctx, v, today));

export type AddressCriteria = z.infer<ReturnType<typeof addressSchema>>;

export const addressDefaults = (today: string): AddressCriteria => ({
  streetNumber: '',
  streetName: '',
  city: '',
  instrumentGroup: 'all',
  fromRecordedDate: DEFAULT_FROM_DATE,
  toRecordedDate: toUsDate(today),
});
