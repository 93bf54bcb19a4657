// Field shapes shared by every record entity of the import format (docs/import-format.md). Each entity file
// builds its row schema from these, so one rule (what a document number or a name looks like) lives in one place.
import { z } from 'zod';

const trimmed = (max: number) => z.string().trim().max(max, `${max} characters max.`);

/** A one-character document type: 'A' abstract, 'T' Torrens, ... (the first character of an image document key). */
export const docType = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]$/, 'One letter or digit, e.g. A (abstract) or T (Torrens).');

/** A document number as the county writes it: letters, digits and dashes. */
export const docNumber = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(20, '20 characters max.')
  .regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and dashes only.')
  .transform((s) => s.toUpperCase());

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD.')
  .refine(isRealDate, 'Not a real date.');

/** A local date and time of day in the county's clock, YYYY-MM-DDTHH:mm. */
export const isoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'A date and time as YYYY-MM-DDTHH:mm.')
  .refine((s) => isRealDate(s.slice(0, 10)) && Number(s.slice(11, 13)) < 24 && Number(s.slice(14, 16)) < 60, {
    message: 'Not a real date and time.',
  });

/** Money in integer cents. */
export const cents = z.number().int('Whole cents.').min(0).max(100_000_000_000);

export const code = (max = 20) => z.string().trim().min(1, 'Required.').max(max, `${max} characters max.`);
export const optionalText = (max: number) => trimmed(max).optional();

/** A person (last, first, middle initial) or a business (its whole name in lastName). */
export const partyName = z.object({
  lastName: trimmed(120).min(1, 'Required.'),
  firstName: optionalText(60),
  middleInitial: z.string().trim().max(1, 'One character max.').optional(),
  /** how the county displays it; made from the parts when absent */
  displayName: optionalText(200),
});
export type PartyName = z.infer<typeof partyName>;

export const docRef = z.object({ docType, docNumber });
export type DocRef = z.infer<typeof docRef>;

function isRealDate(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d && y >= 1800;
}

/** 'SMITH, JOHN Q' from the parts, the county's display form when it gave one. */
export function displayNameOf(n: PartyName): string {
  if (n.displayName) return n.displayName;
  const given = [n.firstName, n.middleInitial].filter(Boolean).join(' ');
  return given ? `${n.lastName}, ${given}` : n.lastName;
}
