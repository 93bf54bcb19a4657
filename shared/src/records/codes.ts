// The county's code lists, one file each: document types, instrument codes (each in an instrument group),
// instrument groups, plats, other lot codes and book types (of a county whose books have types, spec 2 'Book and
// Page'). Every list is {code, description}; instrument codes add a group.
import { z } from 'zod';
import { code } from './fields.ts';

export const codeRow = z.object({
  code: code(20).transform((s) => s.toUpperCase()),
  description: code(200),
});
export type CodeRow = z.infer<typeof codeRow>;

export const instrumentCodeRow = codeRow.extend({ group: code(20).transform((s) => s.toUpperCase()) });
export type InstrumentCodeRow = z.infer<typeof instrumentCodeRow>;

export const codeLists = {
  documentTypes: codeRow,
  instrumentGroups: codeRow,
  instrumentCodes: instrumentCodeRow,
  plats: codeRow,
  otherLotCodes: codeRow,
  bookTypes: codeRow,
} as const;
export type CodeListName = keyof typeof codeLists;
