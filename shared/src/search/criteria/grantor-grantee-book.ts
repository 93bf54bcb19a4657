// Search of the grantor-grantee books (spec 2): a business or last name required, where to look, dates in order.
import { z } from 'zod';
import { DEFAULT_FROM_DATE, toUsDate } from '../dates.ts';
import { addDateIssues, fromDate, grantorGranteeSearchIn, requiredText, toDate } from '../fields.ts';

export const grantorGranteeBookSchema = (today: string) =>
  z
    .object({
      grantorGranteeLastName: requiredText(120),
      grantorGranteeSearchIn,
      fromRecordedDate: fromDate(),
      toRecordedDate: toDate(today),
    })
    .superRefine((v, ctx) => addDateIssues(ctx, v, today));

export type GrantorGranteeBookCriteria = z.infer<ReturnType<typeof grantorGranteeBookSchema>>;

export const grantorGranteeBookDefaults = (today: string): GrantorGranteeBookCriteria => ({
  grantorGranteeLastName: '',
  grantorGranteeSearchIn: 'both',
  fromRecordedDate: DEFAULT_FROM_DATE,
  toRecordedDate: toUsDate(today),
});
