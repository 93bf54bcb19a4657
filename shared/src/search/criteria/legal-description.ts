// Search by legal description (spec 2): the active legal type's required land fields (LB plat; MB section,
// township and range), its optional grantor/grantee by the name rules, and the dates.
import type { z } from 'zod';
import { addDateIssues, addPartyIssues } from '../fields.ts';
import { searchMessages as m } from '../messages.ts';
import { legalFieldDefaults, legalFields } from './legal-fields.ts';

export const legalDescriptionSchema = (today: string) =>
  legalFields(today).superRefine((v, ctx) => {
    const required = v.legalType === 'LB' ? (['plat'] as const) : (['section', 'township', 'range'] as const);
    for (const field of required) {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: m.required });
    }
    const prefix = v.legalType === 'LB' ? 'lb' : 'mb';
    addPartyIssues(ctx, v, { last: `${prefix}LastName`, first: `${prefix}FirstName`, mi: `${prefix}MiddleInitial` });
    addDateIssues(ctx, v, today);
  });

export type LegalDescriptionCriteria = z.infer<ReturnType<typeof legalDescriptionSchema>>;

export const legalDescriptionDefaults = legalFieldDefaults;
