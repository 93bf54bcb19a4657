// The request bodies of the payments calls (creditcard/*, escrowDeposit/*, flatFee/*, the provider's webhook).
import { z } from 'zod';
import { parseCentsMessages } from '../fees/parse-cents.ts';

/** The provider's transactResponse as the browser posts it: transId names the transaction; the rest is checked. */
export const transactResponseSchema = z.looseObject({
  transId: z.union([z.string().max(40), z.number()]).transform(String),
  totalAmount: z.union([z.string().max(40), z.number()]).optional(),
  responseCode: z.union([z.string().max(10), z.number()]).optional(),
});

/**
 * escrowDeposit/initiateDeposit: the amount in dollars as typed ("12.50") or as cents-exact JSON number. The county's
 * limits are checked by depositAmountSchema once its escrow configuration is read.
 */
export const initiateDepositSchema = z.object({
  amount: z.union([z.string().max(32, parseCentsMessages.TOO_LARGE), z.number()], {
    error: (issue) => (issue.input === undefined ? parseCentsMessages.EMPTY : parseCentsMessages.INVALID),
  }),
});

export const addOnConfirmationSchema = z.object({
  option: z.string().max(10),
  imageStateReference: z.object({ imageStateGuid: z.string().min(1).max(64) }),
});

export const userAddOnSchema = z.object({ imageStateGuid: z.string().min(1).max(64) });

/** The provider's webhook body (PAYMENTS.md section 4); what we do not use is let through unchecked. */
export const webhookNotificationSchema = z.looseObject({
  notificationId: z.string().regex(/^[\w-]{1,64}$/, 'The notification has no notificationId.'),
  eventType: z.string().max(200),
  eventDate: z.string().max(64).optional(),
  payload: z
    .looseObject({
      entityName: z.string().max(64).optional(),
      id: z.union([z.string().max(64), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]).optional(),
    })
    .optional(),
});

export type TransactResponse = z.infer<typeof transactResponseSchema>;
export type WebhookNotification = z.infer<typeof webhookNotificationSchema>;
