// Search by plat (spec 2): by plat number (its code, no spaces) or by plat name (PLATNAME, the default). The plat
// lookup (platLookupSchema) resolves a name to one plat before the search.
import { z } from 'zod';
import { text } from '../fields.ts';
import { searchMessages as m } from '../messages.ts';

export const platMethods = ['PLATNUMBER', 'PLATNAME'] as const;

export const platSchema = (_today?: string) =>
  z
    .object({
      searchByPlatMethod: z.enum(platMethods).default('PLATNAME'),
      platNumber: text(20),
      platName: text(200),
    })
    .superRefine((v, ctx) => {
      const byNumber = v.searchByPlatMethod === 'PLATNUMBER';
      const field = byNumber ? 'platNumber' : 'platName';
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: m.required });
      else if (byNumber && /\s/.test(v.platNumber)) {
        ctx.addIssue({ code: 'custom', path: [field], message: m.removeSpaces });
      }
    });

export type PlatCriteria = z.infer<ReturnType<typeof platSchema>>;

export const platDefaults = (_today?: string): PlatCriteria => ({
  searchByPlatMethod: 'PLATNAME',
  platNumber: '',
  platName: '',
});
