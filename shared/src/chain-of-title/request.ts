// What a chain of title is asked for (search/chainOfTitle): one piece of land, named by a parcel id, a lot and
// block on a plat, a section-township-range with its quarters, a Torrens certificate or a Marianas tract.
import { z } from 'zod';

// half of a character (a lone UTF-16 surrogate) names no land, and the abstract's PDF cannot print it
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (s: string) => !loneSurrogate.test(s);
const notText = 'Use letters, digits and punctuation only.';
const required = (max: number, what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `${max} characters max.`)
    .refine(wellFormed, notText)
    .transform((s) => s.toUpperCase());
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} characters max.`)
    .refine(wellFormed, notText)
    .transform((s) => s.toUpperCase())
    .optional();
const whole = (max: number, what: string) =>
  z.coerce
    .number({ error: `Enter the ${what} as a number.` })
    .int(`Enter the ${what} as a whole number.`)
    .min(1, `The ${what} is 1 to ${max}.`)
    .max(max, `The ${what} is 1 to ${max}.`);
const quarter = z
  .enum(['NE', 'NW', 'SE', 'SW', ''], { error: 'A quarter is NE, NW, SE or SW.' })
  .optional()
  .transform((q) => q || undefined);

export const chainOfTitleRequest = z.discriminatedUnion(
  'by',
  [
    z.object({ by: z.literal('parcel'), parcelId: required(30, 'parcel id') }),
    z
      .object({
        by: z.literal('lotBlock'),
        plat: required(20, 'plat code'),
        block: optional(10),
        lot: optional(10),
        sublot: optional(10),
        building: optional(10),
        unit: optional(10),
        garage: optional(10),
      })
      .refine((l) => l.lot || l.block || l.unit, {
        message: 'Enter the lot (and block) on the plat: a chain of title is of one piece of land.',
        path: ['lot'],
      }),
    z.object({
      by: z.literal('section'),
      section: whole(36, 'section'),
      township: whole(999, 'township'),
      range: whole(999, 'range'),
      q: quarter,
      qq: quarter,
      qqq: quarter,
      qqqq: quarter,
    }),
    z.object({ by: z.literal('certificate'), certificateNumber: required(20, 'certificate number') }),
    z.object({
      by: z.literal('tract'),
      island: required(20, 'island'),
      village: required(60, 'village'),
      parcelId: required(30, 'parcel id'),
    }),
  ],
  { error: 'Say which land: by parcel, lotBlock, section, certificate or tract.' },
);
export type ChainOfTitleRequest = z.infer<typeof chainOfTitleRequest>;

/** One report's id, made by the client when the report is opened: the screen, its PDF and its sheet, and any retry,
 *  carry the same one, so the report is charged once. */
export const chainOfTitleOrder = z.object({
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'A request id is 8 to 64 letters, digits or dashes.')
    .optional(),
});

/** The body of search/chainOfTitle and its downloads: the land and the report's id. */
export const chainOfTitleCall = chainOfTitleRequest.and(chainOfTitleOrder);
export type ChainOfTitleCall = z.infer<typeof chainOfTitleCall>;
