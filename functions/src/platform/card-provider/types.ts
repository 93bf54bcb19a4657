// The card provider as the portal uses it (PAYMENTS.md): a token for the hosted payment form, the details of a
// transaction by its id (the only thing trusted about a payment the browser reports), capture and void of a
// preauthorization, and the refund of a settled charge (a void only works before the batch settles). One interface; the Authorize.Net client speaks the provider's JSON API, to the provider's
// hosts in the cloud and to the local simulator on a laptop.

export type HostedTransactionType = 'authOnlyTransaction' | 'authCaptureTransaction';

export interface HostedPaymentRequest {
  transactionType: HostedTransactionType;
  amountCents: number;
  /** our payment id: at most 20 characters; the provider reports it back as order.invoiceNumber */
  invoiceNumber: string;
  description: string;
  email?: string;
  /** the iframe communicator page on our origin */
  communicatorUrl: string;
  /** where the hosted page returns without a communicator, and on cancel */
  returnUrl?: string;
  cancelUrl?: string;
  merchantName?: string;
  buttonText?: string;
}

/** transactionStatus values this portal acts on (the provider has more). */
export type TransactionStatus =
  | 'authorizedPendingCapture'
  | 'capturedPendingSettlement'
  | 'settledSuccessfully'
  | 'declined'
  | 'voided'
  | 'refundPendingSettlement'
  | 'refundSettledSuccessfully'
  | 'FDSPendingReview'
  | 'FDSAuthorizedPendingReview'
  | 'expired'
  | 'generalError'
  | (string & {});

export interface TransactionDetails {
  transId: string;
  transactionType: string;
  transactionStatus: TransactionStatus;
  /** 1 approved, 2 declined, 3 error, 4 held for review */
  responseCode: number;
  /** the provider's reason for the response code ('' when it gave none), e.g. an AVS mismatch for a decline */
  responseReasonDescription: string;
  authCode: string;
  authAmountCents: number;
  settleAmountCents: number;
  invoiceNumber: string;
  accountNumber: string;
  submitTimeUTC: string;
}

export interface TransactionResult {
  ok: boolean;
  responseCode: number;
  transId: string;
  errorCode?: string;
  errorText?: string;
}

export interface CardProvider {
  getHostedPaymentPageToken(request: HostedPaymentRequest): Promise<string>;
  /** undefined when the provider has no such transaction */
  getTransactionDetails(transId: string): Promise<TransactionDetails | undefined>;
  /** priorAuthCaptureTransaction for `amountCents` (at most the authorized amount; the rest is released) */
  capture(transId: string, amountCents: number): Promise<TransactionResult>;
  void(transId: string): Promise<TransactionResult>;
  /** refundTransaction of a settled charge: at most its settled amount, to the card of the same last four digits */
  refund(transId: string, amountCents: number, cardLast4: string): Promise<TransactionResult>;
}

/** A provider answer that is not a business result: bad credentials, a malformed request, the provider down. */
export class CardProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CardProviderError';
  }
}

/** Dollars as the provider writes them ("20.00") from integer cents, and back. */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative integer: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function amountToCents(amount: unknown): number {
  if (typeof amount === 'number') return Math.round(amount * 100);
  if (typeof amount === 'string' && /^\d+(\.\d{1,2})?$/.test(amount.trim())) return Math.round(Number(amount) * 100);
  return Number.NaN;
}
