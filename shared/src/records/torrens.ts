// A Torrens certificate of title, one row of torrens-certificates.ndjson, with its memorials (the documents
// registered against it) and, once cancelled, the certificates that replaced it.
import { z } from 'zod';
import { code, docNumber, docType, isoDate, optionalText } from './fields.ts';

export const torrensStatuses = { A: 'ACTIVE', C: 'CANCELLED', P: 'PENDING' } as const;

export const torrensCertificateRow = z.object({
  certificateNumber: code(20).transform((s) => s.toUpperCase()),
  fileNumber: optionalText(20),
  certifiedDate: isoDate,
  book: optionalText(10),
  page: optionalText(10),
  shortStatus: z.enum(['A', 'C', 'P']),
  cancelledBy: z
    .array(code(20).transform((s) => s.toUpperCase()))
    .max(50)
    .default([]),
  /** the legal description on the certificate */
  legalText: optionalText(4000),
  recital: optionalText(4000),
  memorials: z
    .array(z.object({ docType, docNumber, recordedDate: isoDate, text: optionalText(2000) }))
    .max(500)
    .default([]),
  pageCount: z.number().int().min(0).max(5000).default(0),
});
export type TorrensCertificateRow = z.infer<typeof torrensCertificateRow>;
