// The efile request bodies: one schema each, used by the handlers and by the /efile form (same messages).
import { z } from 'zod';
import { EFILE_MAX_BYTES, efileMessages } from './messages.ts';
import { efileContentTypes, efileTypes, filingStatuses } from './types.ts';

const required = (max: number) => z.string().trim().min(1, 'Required.').max(max, `${max} characters maximum.`);
const imageId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Required.');

export const uploadUrlSchema = z.object({
  fileName: z.string().trim().min(1, efileMessages.fileRequired).max(200),
  contentType: z.enum(efileContentTypes, { error: efileMessages.format }),
  size: z
    .number({ error: efileMessages.fileRequired })
    .int()
    .min(1, efileMessages.fileRequired)
    .max(EFILE_MAX_BYTES, efileMessages.tooLarge),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlSchema>;

export const checkUploadSchema = z.object({
  imageId,
  efileType: z.enum(efileTypes).default('LR'),
});

export const efileCaptureSchema = z.object({ imageId });

export const contactShape = {
  name: required(100),
  email: z.string().trim().min(1, 'Required.').max(50, '50 characters maximum.').email('Invalid email address.'),
  address1: required(50),
  address2: z.string().trim().max(50, '50 characters maximum.').default(''),
  city: required(50),
  state: required(2),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Invalid zip code.'),
};

export const submissionSchema = z.object({
  imageId,
  efileType: z.enum(efileTypes).default('LR'),
  ...contactShape,
  acknowledged: z.boolean().default(false),
  paymentTransactionId: z.string().regex(/^\d{1,20}$/, 'Required.'),
});
export type SubmissionRequest = z.input<typeof submissionSchema>;

export const transactResponseBodySchema = z.object({
  transId: z.string().regex(/^\d{1,20}$/, 'Required.'),
  totalAmount: z.union([z.string(), z.number()]).optional(),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date.');
export const queueQuerySchema = z.object({
  status: z.enum(filingStatuses).optional(),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
});

export const filingIdSchema = z.object({ filingId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Required.') });
export const rejectSchema = filingIdSchema.extend({
  reason: z.string().trim().min(1, efileMessages.reasonRequired).max(500, '500 characters maximum.'),
});
