// Search by tract index (Northern Mariana Islands, spec 2): island and village (3 characters minimum) required,
// parcel optional, dates.
import { z } from 'zod';
import { DEFAULT_FROM_DATE, toUsDate } from '../dates.ts';
import { addDateIssues, fromDate, requiredText, text, toDate } from '../fields.ts';
import { searchMessages as m } from '../messages.ts';

export const tractIndexSchema = (today: string) =>
  z
    .object({
      island: requiredText(20),
      village: requiredText(60).min(3, m.threeMin),
      parcelId: text(30),
      fromRecordedDate: fromDate(),
      toRecordedDate: toDate(today),
    })
    .superRefine((v, ctx) => addDateIssues(ctx, v, today));

export type TractIndexCriteria = z.infer<ReturnType<typeof tractIndexSchema>>;

export const tractIndexDefaults = (today: string): TractIndexCriteria => ({
  island: '',
  village: '',
  parcelId: '',
  fromRecordedDate: DEFAULT_FROM_DATE,
  toRecordedDate: toUsDate(today),
});
