// Card payments through the hosted form: we record what we ask the card for (a payment whose id is the provider's
// invoice number), get a token for it, and complete it only once the PROVIDER confirms a transaction for exactly
// that payment and amount. The browser's transactResponse (or a webhook) only tells us which transaction to ask
// about. Completion is a ledger event under the payment's idempotency key, so it happens once whichever of the
// browser, a replay or a webhook arrives first.
import { randomBytes } from 'node:crypto';
import { formatCents } from '@portal/shared/format/money';
import { paymentMessages } from '@portal/shared/payments/messages';
import type { CardDecline } from '@portal/shared/payments/responses';
import type { Account } from '#src/data/app/accounts.ts';
import {
  type CardPayment,
  completePaymentUpdate,
  currentPreauthPut,
  getCurrentPreauth,
  getPayment,
  type PaymentKind,
  preauthPut,
  putPayment,
} from '#src/data/app/payments.ts';
import {
  amountToCents,
  cardProvider,
  type HostedTransactionType,
  type TransactionDetails,
} from '#src/platform/card-provider/index.ts';
import { getConfig } from '#src/platform/config.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest, conflict, forbidden } from '#src/platform/errors.ts';
import { applyMoneyEvent } from './ledger.ts';
import { closePreauthorization, preauthLifetimeMs } from './preauth.ts';
import { providerCall } from './provider-call.ts';

/** 20 characters of base32-like text: the provider's invoiceNumber and refId limits. */
const newPaymentId = (): string => randomBytes(15).toString('base64url').replace(/[-_]/g, 'x').slice(0, 20);

export interface StartPayment {
  county: string;
  user: SessionUser;
  account: Account;
  kind: PaymentKind;
  amountCents: number;
  depositCents?: number;
  surchargeCents?: number;
  description: string;
  communicatorUrl: string;
  email?: string;
}

/** Records the payment and asks the provider for a hosted-form token for it. */
export async function startCardPayment(s: StartPayment): Promise<{ token: string; paymentId: string }> {
  const paymentId = newPaymentId();
  await putPayment({
    paymentId,
    kind: s.kind,
    county: s.county,
    userId: s.user.userId,
    username: s.user.username,
    accountId: s.account.id,
    amountCents: s.amountCents,
    depositCents: s.depositCents ?? 0,
    surchargeCents: s.surchargeCents ?? 0,
  });
  const common = await getConfig(s.county, 'common');
  const transactionType: HostedTransactionType =
    s.kind === 'PREAUTH' ? 'authOnlyTransaction' : 'authCaptureTransaction';
  const token = await providerCall(() =>
    cardProvider().getHostedPaymentPageToken({
      transactionType,
      amountCents: s.amountCents,
      invoiceNumber: paymentId,
      description: s.description,
      ...(s.email ? { email: s.email } : {}),
      communicatorUrl: s.communicatorUrl,
      merchantName: common.countyName,
      buttonText: s.kind === 'PREAUTH' ? 'Authorize' : 'Pay',
    }),
  );
  return { token, paymentId };
}

/** What the browser (or a webhook) says happened: only transId is used to ask; the rest is checked. */
export interface ReportedTransaction {
  transId: string;
  totalAmount?: string | number | undefined;
}

export interface Confirmed {
  payment: CardPayment;
  details: TransactionDetails;
  /** the provider approved it: captured (deposit) or authorized pending capture (preauthorization) */
  approved: boolean;
}

/**
 * The provider's account of a reported transaction, tied to our payment. A transaction the provider does not know,
 * that pays for no payment of ours, for another amount, or (with `userId`) for another user, is refused.
 */
export async function confirmTransaction(
  county: string,
  reported: ReportedTransaction,
  expect: { kind?: PaymentKind; userId?: string },
): Promise<Confirmed> {
  const transId = String(reported.transId ?? '');
  if (!/^\d{1,20}$/.test(transId)) throw badRequest(paymentMessages.notConfirmed, { transId: 'Required.' });
  const details = await providerCall(() => cardProvider().getTransactionDetails(transId));
  if (!details || details.transId !== transId) throw badRequest(paymentMessages.notConfirmed);
  const payment = await getPayment(county, details.invoiceNumber);
  if (!payment || (expect.kind && payment.kind !== expect.kind)) throw badRequest(paymentMessages.notConfirmed);
  if (expect.userId && payment.userId !== expect.userId) throw forbidden(paymentMessages.notYours);
  if (details.authAmountCents !== payment.amountCents) throw badRequest(paymentMessages.amountMismatch);
  if (reported.totalAmount !== undefined && amountToCents(reported.totalAmount) !== payment.amountCents) {
    throw badRequest(paymentMessages.amountMismatch);
  }
  const approvedStatus =
    payment.kind === 'PREAUTH'
      ? details.transactionStatus === 'authorizedPendingCapture'
      : details.transactionStatus === 'capturedPendingSettlement' ||
        details.transactionStatus === 'settledSuccessfully';
  return { payment, details, approved: details.responseCode === 1 && approvedStatus };
}

/**
 * The provider declined the card (response code 2): the payer may try another card, and is told the provider's
 * reason when it gave one. Undefined for anything else that was not approved (an error, a payment held for review).
 */
export function declineOf(c: Confirmed): CardDecline | undefined {
  if (c.approved || c.details.responseCode !== 2) return undefined;
  const reason = c.details.responseReasonDescription.trim();
  return reason ? { declined: true, reason } : { declined: true };
}

/** Credits a confirmed deposit to the account, once. */
export async function completeDeposit(county: string, c: Confirmed, dataSource = 'FIVE') {
  const { payment, details } = c;
  if (!c.approved) return { completed: false as const, depositCents: 0 };
  const result = await applyMoneyEvent({
    county,
    accountId: payment.accountId,
    userId: payment.userId,
    username: payment.username,
    type: 'DEPOSIT',
    transactionType: 'ESCROW_DEPOSIT',
    idempotencyKey: `DEPOSIT#${payment.paymentId}`,
    amountCents: payment.depositCents,
    balance: { kind: 'ACCOUNT', deltas: { usageBalanceCents: payment.depositCents } },
    dataSource,
    info: `Escrow deposit ${formatCents(payment.depositCents)}${
      payment.surchargeCents ? ` + surcharge ${formatCents(payment.surchargeCents)}` : ''
    } by card ${details.accountNumber}, transaction ${details.transId}`,
    details: {
      paymentId: payment.paymentId,
      transId: details.transId,
      surchargeCents: payment.surchargeCents,
      totalCents: payment.amountCents,
    },
    extraItems: [completePaymentUpdate(county, payment.paymentId, details.transId)],
  });
  return { completed: true as const, depositCents: payment.depositCents, replayed: settled(result, details.transId) };
}

/** Grants a confirmed preauthorization to its user, once; the user's previous one is closed. */
export async function grantPreauthorization(county: string, c: Confirmed, dataSource = 'FIVE') {
  const { payment, details } = c;
  if (!c.approved) return { authorized: false as const };
  const previous = await getCurrentPreauth(county, payment.userId);
  const now = Date.now();
  const result = await applyMoneyEvent({
    county,
    accountId: payment.accountId,
    userId: payment.userId,
    username: payment.username,
    type: 'PREAUTHORIZATION',
    transactionType: 'CC_PREAUTHORIZATION',
    idempotencyKey: `PREAUTH#${payment.paymentId}`,
    amountCents: payment.amountCents,
    auditAmount: false,
    dataSource,
    info: `Card preauthorization ${formatCents(payment.amountCents)} by card ${details.accountNumber}, transaction ${details.transId}`,
    details: { paymentId: payment.paymentId, transId: details.transId },
    extraItems: [
      preauthPut(county, {
        transId: details.transId,
        paymentId: payment.paymentId,
        userId: payment.userId,
        username: payment.username,
        accountId: payment.accountId,
        amountCents: payment.amountCents,
        remainingCents: payment.amountCents,
        spentCents: 0,
        status: 'OPEN',
        grantedAt: new Date(now).toISOString(),
        expiresAt: now + preauthLifetimeMs(),
      }),
      currentPreauthPut(county, payment.userId, details.transId),
      completePaymentUpdate(county, payment.paymentId, details.transId),
    ],
  });
  const replayed = settled(result, details.transId);
  if (!replayed && previous && previous.status === 'OPEN' && previous.transId !== details.transId) {
    await closePreauthorization(county, payment.userId, previous.transId, 'REPLACED').catch((err) =>
      console.error(`[payments] closing replaced preauthorization ${previous.transId}`, err),
    );
  }
  return { authorized: true as const, amountCents: payment.amountCents, transId: details.transId, replayed };
}

/** true when the event was applied before (a replay of the same transaction); throws for anything else. */
function settled(result: Awaited<ReturnType<typeof applyMoneyEvent>>, transId: string): boolean {
  if (result.status === 'APPLIED') return false;
  if (result.status === 'REPLAYED') {
    if (result.entry.details.transId !== transId) throw conflict(paymentMessages.otherTransaction);
    return true;
  }
  throw conflict(paymentMessages.otherTransaction);
}
