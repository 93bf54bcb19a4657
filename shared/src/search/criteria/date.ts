// Search by recorded date (spec 2): from date required, the range in order and at most a month long.
import { z } from 'zod';
import { toUsDate } from '../dates.ts';
import { addDateIssues, documentType, fromDate, instrumentGroup, toDate } from '../fields.ts';

export const dateSchema = (today: string) =>
  z
    .object({
      documentType,
      fromRecordedDate: fromDate(''),
      toRecordedDate: toDate(today),
      instrumentGroup,
    })
    .superRefine((v, ctx) => addDateIssues(ctx, v, today, { fromRequired: true, maxDays: 31 }));

export type DateCriteria = z.infer<ReturnType<typeof dateSchema>>;

/** The from date starts blank: the 01/01/1900 default of other forms would exceed the month at once. */
export const dateDefaults = (today: string): DateCriteria => ({
  documentType: 'All',
  fromRecordedDate: '',
  toRecordedDate: toUsDate(today),
  instrumentGroup: 'all',
});
