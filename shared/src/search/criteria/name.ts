// Search by name (spec 2): two grantor/grantee names joined by AND or OR, where to look, type, group and dates.
import { z } from 'zod';
import { DEFAULT_FROM_DATE, toUsDate } from '../dates.ts';
import {
  addDateIssues,
  addPartyIssues,
  documentType,
  fromDate,
  grantorGranteeSearchIn,
  instrumentGroup,
  middleInitial,
  requiredText,
  requireWhen,
  text,
  toDate,
} from '../fields.ts';
import { matchModes } from '../match-mode.ts';
import { searchMessages as m } from '../messages.ts';

export const nameSchema = (today: string) =>
  z
    .object({
      lastName1: requiredText(120),
      firstName1: text(60),
      middleInitial1: middleInitial,
      lastName2: text(120),
      firstName2: text(60),
      middleInitial2: middleInitial,
      andOr: z.enum(['AND', 'OR']).default('OR'),
      grantorGranteeSearchIn,
      documentType,
      instrumentGroup,
      fromRecordedDate: fromDate(),
      toRecordedDate: toDate(today),
      /** Exact or Sounds like; absent, the county's default (match-mode.ts) */
      matchMode: z.enum(matchModes).optional(),
    })
    .superRefine((v, ctx) => {
      requireWhen(ctx, v.firstName1, v.middleInitial1, 'firstName1', m.requiredIfMi);
      addPartyIssues(ctx, v, { last: 'lastName2', first: 'firstName2', mi: 'middleInitial2' });
      addDateIssues(ctx, v, today);
    });

export type NameCriteria = z.infer<ReturnType<typeof nameSchema>>;

export const nameDefaults = (today: string): NameCriteria => ({
  lastName1: '',
  firstName1: '',
  middleInitial1: '',
  lastName2: '',
  firstName2: '',
  middleInitial2: '',
  andOr: 'OR',
  grantorGranteeSearchIn: 'both',
  documentType: 'All',
  instrumentGroup: 'all',
  fromRecordedDate: DEFAULT_FROM_DATE,
  toRecordedDate: toUsDate(today),
});
