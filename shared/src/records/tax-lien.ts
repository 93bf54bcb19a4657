// A state or federal tax lien, one row of tax-liens.ndjson: taxpayers, revisions and releases.
import { z } from 'zod';
import { cents, code, docNumber, docType, isoDate, isoDateTime, optionalText, partyName } from './fields.ts';

const lienDocRef = z.object({ docType, docNumber });

export const taxLienRow = z.object({
  docType,
  docNumber,
  displayDocNumber: optionalText(30),
  instrumentCode: code(20).transform((s) => s.toUpperCase()),
  recordedDateTime: isoDateTime,
  instrumentDate: isoDate.optional(),
  lienNumber: code(30).transform((s) => s.toUpperCase()),
  lienDate: isoDate,
  /** after this date the lien is expired (no longer current) */
  expirationDate: isoDate.optional(),
  lienType: z.enum(['FEDERAL', 'STATE']),
  totalAmountCents: cents,
  taxpayers: z
    .array(partyName.extend({ address: optionalText(200) }))
    .min(1, 'A lien needs a taxpayer.')
    .max(50),
  revisions: z
    .array(lienDocRef.extend({ flag: code(10) }))
    .max(50)
    .default([]),
  releases: z
    .array(
      z.object({
        partialFullFlag: z.enum(['P', 'F']),
        release: lienDocRef,
        releaseDate: isoDate,
        revoke: lienDocRef.optional(),
        revokeDate: isoDate.optional(),
      }),
    )
    .max(50)
    .default([]),
  pageCount: z.number().int().min(0).max(5000).default(0),
});
export type TaxLienRow = z.infer<typeof taxLienRow>;

/** Current unless fully released (and the release not revoked) or past its expiration date. */
export function isLienCurrent(l: Pick<TaxLienRow, 'releases' | 'expirationDate'>, today: string): boolean {
  if (l.expirationDate && l.expirationDate < today) return false;
  return !l.releases.some((r) => r.partialFullFlag === 'F' && !r.revoke);
}
