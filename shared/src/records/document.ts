// A recorded document (deed, mortgage, satisfaction, plat, Torrens memorial ...), one row of documents.ndjson.
import { z } from 'zod';
import { cents, code, docNumber, docRef, docType, isoDate, isoDateTime, optionalText, partyName } from './fields.ts';
import { legal } from './legal.ts';

export const address = z.object({
  streetNumber: code(10).transform((s) => s.toUpperCase()),
  streetName: code(60).transform((s) => s.toUpperCase()),
  city: optionalText(40).transform((s) => s?.toUpperCase()),
});
export type Address = z.infer<typeof address>;

/** A parcel of the Northern Mariana Islands tract index. */
export const tract = z.object({
  island: code(20).transform((s) => s.toUpperCase()),
  village: code(60).transform((s) => s.toUpperCase()),
  parcelId: code(30).transform((s) => s.toUpperCase()),
});
export type Tract = z.infer<typeof tract>;

export const parcelId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,30}$/, 'Letters and digits only, 30 max.')
  .transform((s) => s.toUpperCase());

export const documentRow = z
  .object({
    docType,
    docNumber,
    displayDocNumber: optionalText(30),
    instrumentCode: code(20).transform((s) => s.toUpperCase()),
    recordedDateTime: isoDateTime,
    instrumentDate: isoDate.optional(),
    bookType: optionalText(10),
    book: optionalText(10).transform((s) => s?.toUpperCase()),
    page: optionalText(10).transform((s) => s?.toUpperCase()),
    salePriceCents: cents.optional(),
    mortgageAmountCents: cents.optional(),
    verified: z.boolean().default(true),
    grantors: z.array(partyName).max(200).default([]),
    grantees: z.array(partyName).max(200).default([]),
    references: z.array(docRef).max(200).default([]),
    legals: z.array(legal).max(200).default([]),
    /** Torrens certificates this document touches (docType T) */
    torrensCertificates: z
      .array(z.object({ certificateNumber: code(20), status: code(20) }))
      .max(50)
      .default([]),
    parcelIds: z.array(parcelId).max(50).default([]),
    addresses: z.array(address).max(20).default([]),
    tracts: z.array(tract).max(50).default([]),
    additionalInfo: z.array(z.string().trim().max(500)).max(50).default([]),
    displayOnly: z
      .array(z.object({ label: code(60), value: z.string().trim().max(500) }))
      .max(50)
      .default([]),
    /** pages of the image file (images/<docType><docNumber>.tif); 0 when no image is on file */
    pageCount: z.number().int().min(0).max(5000).default(0),
  })
  .refine((d) => d.grantors.length + d.grantees.length > 0, {
    message: 'A document needs at least one grantor or grantee.',
    path: ['grantors'],
  })
  .refine((d) => !d.page || d.book, { message: 'A page needs its book.', path: ['book'] });

export type DocumentRow = z.infer<typeof documentRow>;

/** The document id: its type and number, as the image document key of spec 1 ('A' + '1000123'). */
export const docIdOf = (d: { docType: string; docNumber: string }) => `${d.docType}${d.docNumber}`;
