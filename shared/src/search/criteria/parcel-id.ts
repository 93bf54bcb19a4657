// Search by parcel ID (spec 2): the parcel (letters and digits only) required, then document type and dates.
import { z } from 'zod';
import { DEFAULT_FROM_DATE, toUsDate } from '../dates.ts';
import { addDateIssues, documentType, fromDate, requiredText, toDate } from '../fields.ts';
import { searchMessages as m } from '../messages.ts';

export const parcelIdSchema = (today: string) =>
  z
    .object({
      parcelId: requiredText(30).regex(/^[A-Za-z0-9]*$/, m.lettersAndDigitsOnly),
      documentType,
      fromRecordedDate: fromDate(),
      toRecordedDate: toDate(today),
    })
    .superRefine((v, ctx) => addDateIssues(ctx, v, today));

export type ParcelIdCriteria = z.infer<ReturnType<typeof parcelIdSchema>>;

export const parcelIdDefaults = (today: string): ParcelIdCriteria => ({
  parcelId: '',
  documentType: 'All',
  fromRecordedDate: DEFAULT_FROM_DATE,
  toRecordedDate: toUsDate(today),
});
