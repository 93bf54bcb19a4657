// The answer envelope of every JSON call (ARCHITECTURE section 3) as zod schemas for the OpenAPI document. The
// envelope is a TypeScript type in shared/src/api/envelope.ts; typing each schema as a ZodType of it makes the
// compiler refuse a field these describe that the envelope does not have, or of another type.
import { type Envelope, type ErrorCode, errorCodes } from '@portal/shared/api/envelope';
import { z } from 'zod';

const codes = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

export const successEnvelope: z.ZodType<Envelope> = z
  .object({
    status: z.literal('SUCCESS'),
    message: z.string().optional().meta({ description: 'A note for a person, when the call has one.' }),
    content: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'The answer; its fields are those the web app shows for the same call.' }),
    lockout: z.boolean().optional(),
  })
  .meta({ id: 'SuccessEnvelope' });

export const errorEnvelope: z.ZodType<Envelope> = z
  .object({
    status: z.literal('ERROR'),
    code: z.enum(codes).meta({ description: 'The kind of refusal; the HTTP status says the same.' }),
    message: z.string().meta({ description: 'What went wrong and what to do, for a person.' }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'On a 400: a message per field of the body that was refused.' }),
    lockout: z.boolean().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
