// Search by document number (spec 2): one number, or a numeric range when a to number is given.
import { z } from 'zod';
import { documentType, requiredText, text } from '../fields.ts';
import { searchMessages as m } from '../messages.ts';

const DIGITS = /^\d+$/;

/** Compares two digit strings as numbers, however long. */
const compareDigits = (a: string, b: string) => {
  const [x, y] = [a.replace(/^0+/, ''), b.replace(/^0+/, '')];
  return x.length !== y.length ? x.length - y.length : x < y ? -1 : x > y ? 1 : 0;
};

export const documentNumberSchema = (_today?: string) =>
  z.object({ documentType, fromDocumentNumber: requiredText(20), toDocumentNumber: text(20) }).superRefine((v, ctx) => {
    if (!v.toDocumentNumber || !v.fromDocumentNumber) return;
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const fromDigits = DIGITS.test(v.fromDocumentNumber);
    const toDigits = DIGITS.test(v.toDocumentNumber);
    if (!fromDigits) issue('fromDocumentNumber', m.numericOnlyOnRange);
    if (!toDigits) issue('toDocumentNumber', m.numericOnlyOnRange);
    if (fromDigits && toDigits && compareDigits(v.toDocumentNumber, v.fromDocumentNumber) < 0) {
      issue('fromDocumentNumber', m.invalidNumericRange);
      issue('toDocumentNumber', m.invalidNumericRange);
    }
  });

export type DocumentNumberCriteria = z.infer<ReturnType<typeof documentNumberSchema>>;

export const documentNumberDefaults = (_today?: string): DocumentNumberCriteria => ({
  documentType: 'All',
  fromDocumentNumber: '',
  toDocumentNumber: '',
});
