// The account control panel's payloads (spec 3 sections 3.3-3.5, 5.4, 7.4). Money is integer cents
// (monthlyFee), text is trimmed before it is checked.
import { z } from 'zod';
import { messages as m } from '../auth/messages.ts';
import { accountTypes, paymentMethods } from '../auth/roles.ts';
import { searchTypeKeys } from '../config/groups.ts';
import { listQuerySchema, phoneText, stateText, zipText } from '../users/schemas.ts';
import { landLinkRequired } from './form-rules.ts';
import { accountMessages as a } from './messages.ts';

const id = z.string({ error: m.required }).trim().min(1, m.required).max(64, '64 characters max.');
const max50 = z.string({ error: 'Must be text.' }).trim().max(50, m.max50).default('');
const bool = (d: boolean) => z.boolean({ error: 'Must be true or false.' }).default(d);
const chargeMethod = z.enum(['DOCUMENT', 'PAGE'], { error: 'Choose DOCUMENT or PAGE.' });

export const accountIdQuerySchema = listQuerySchema.extend({ accountId: id });
export type AccountIdQuery = z.input<typeof accountIdQuerySchema>;

/** POST controlPanel/account: every field of the entry form; id '0' is a new account. */
export const accountEntrySchema = z
  .object({
    id: z.string().trim().max(64, '64 characters max.').default('0'),
    name: z.string({ error: m.required }).trim().max(60, m.max60).default(''),
    accountType: z.enum(accountTypes, { error: 'Choose an account type.' }).default('A_LA_CARTE'),
    paymentMethod: z.enum(paymentMethods, { error: 'Choose a payment method.' }).default('ESCROW'),
    flatFeeRateLevel: z
      .number({ error: 'Must be a number.' })
      .int('0 to 5.')
      .min(0, '0 to 5.')
      .max(5, '0 to 5.')
      .default(0),
    /** cents */
    monthlyFee: z
      .number({ error: 'Must be a number.' })
      .int('Whole cents.')
      .min(0, 'Cannot be negative.')
      .max(100_000_000, 'Too large.')
      .default(0),
    imageChargeMethod: chargeMethod.default('PAGE'),
    certificateChargeMethod: chargeMethod.default('DOCUMENT'),
    address: max50,
    city: max50,
    state: stateText,
    zip: zipText,
    phone: phoneText,
    email: max50.refine((v) => v === '' || z.email().safeParse(v).success, m.email),
    landLinkAccount: z
      .string({ error: 'Must be text.' })
      .trim()
      .max(10, a.landLinkMax)
      .refine((v) => /^\d*$/.test(v), a.numeric)
      .default(''),
    postToLandLink: bool(true),
    imageRetrieval: bool(true),
    previewRetrieval: bool(true),
    certificateRetrieval: bool(true),
    certificatePreviewRetrieval: bool(true),
    userReload: bool(false),
    /** shown, changed only by the toggles, the renewal job and the panel's own calls */
    status: z.enum(['A', 'I']).optional(),
    needsMonthlyRenewal: z.boolean().optional(),
    lastMonthlyRenewal: z.string().max(40).optional(),
  })
  .transform((v) => (v.paymentMethod === 'CREDIT_CARD' ? v : { ...v, postToLandLink: true }))
  .superRefine((v, ctx) => {
    if ((v.id === '0' || v.id === '') && v.name === '')
      ctx.addIssue({ code: 'custom', path: ['name'], message: m.required });
    if (v.landLinkAccount === '' && landLinkRequired(v)) {
      ctx.addIssue({ code: 'custom', path: ['landLinkAccount'], message: m.required });
    }
    if (v.accountType !== 'A_LA_CARTE' && v.paymentMethod === 'CREDIT_CARD') {
      ctx.addIssue({
        code: 'custom',
        path: ['paymentMethod'],
        message: 'Card payment is for a la carte accounts only.',
      });
    }
  });
export type AccountEntry = z.input<typeof accountEntrySchema>;
export type AccountEntryParsed = z.output<typeof accountEntrySchema>;

/** POST controlPanel/runMonthlyRenewal: the account and the list's filters. */
export const runMonthlyRenewalSchema = accountIdQuerySchema;

/** POST controlPanel/accountFlatFeeUsage/{id}: the new images remaining (spec 3 section 3.4). */
export const flatFeeUsageSchema = z.object({
  id,
  imagesRemaining: z
    .number({ error: 'Required. Zero is ok.' })
    .int('Whole images.')
    .min(0, 'Cannot be negative.')
    .max(10_000_000, 'Too large.'),
  /** one per submitted form: the same override sent twice is applied once */
  requestId: z.string().trim().min(8).max(64).optional(),
});
export type FlatFeeUsage = z.input<typeof flatFeeUsageSchema>;

/** The page access flags (spec 3 section 3.5): one per search type, searchBy<Type>. */
export const pageAccessFlags = searchTypeKeys.map((k) => `searchBy${k}` as const);
export type PageAccessFlag = (typeof pageAccessFlags)[number];

/** POST controlPanel/accountPageAccess: id and the search flags (a flag left out is on). */
export const pageAccessSchema = z
  .object({
    id,
    /** shown on the page; sent back with the form, not changed here */
    name: z.string().max(200).optional(),
    ...Object.fromEntries(pageAccessFlags.map((f) => [f, bool(true)])),
  })
  .strict() as unknown as z.ZodType<
  { id: string } & Record<PageAccessFlag, boolean>,
  { id: string } & Partial<Record<PageAccessFlag, boolean>>
>;
export type PageAccess = { id: string } & Record<PageAccessFlag, boolean>;
