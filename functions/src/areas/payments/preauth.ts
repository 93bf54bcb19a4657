// Card preauthorizations (spec 1 'Credit-card authorization', spec 2 payment windows): a CREDIT_CARD user's
// searches, priced details and image orders are drawn against an open, unexpired preauthorization. Closing it
// (an explicit call, logout, expiry) captures what was spent and releases the rest: a capture for less than the
// authorized amount releases the remainder at the provider, and nothing spent is a void.
import { formatCents } from '@portal/shared/format/money';
import {
  expiredUnclosedPreauths,
  getCurrentPreauth,
  getPreauth,
  markPreauthClosed,
  markPreauthClosing,
  type Preauthorization,
  unclosedPreauths,
} from '#src/data/app/payments.ts';
import { CardProviderError, cardProvider } from '#src/platform/card-provider/index.ts';
import { applyMoneyEvent } from './ledger.ts';
import { providerCall } from './provider-call.ts';

/** How long a preauthorization may be drawn on (PREAUTH_LIFETIME_MINUTES, default 12 hours). */
export const preauthLifetimeMs = () => Number(process.env.PREAUTH_LIFETIME_MINUTES || 720) * 60_000;

/** The user's current preauthorization if it is open and unexpired; an expired one is closed on the way. */
export async function openPreauthorization(county: string, userId: string): Promise<Preauthorization | undefined> {
  const current = await getCurrentPreauth(county, userId);
  if (current?.status !== 'OPEN') return undefined;
  if (current.expiresAt <= Date.now()) {
    await closePreauthorization(county, userId, current.transId, 'EXPIRED').catch((err) =>
      console.error(`[payments] closing expired preauthorization ${current.transId}`, err),
    );
    return undefined;
  }
  return current;
}

export interface CloseResult {
  transId: string;
  capturedCents: number;
  voidedCents: number;
}

export type CloseReason = 'LOGOUT' | 'EXPIRED' | 'REPLACED' | 'USER';

/**
 * Closes one preauthorization: no charge draws on it from now on; the provider captures what was spent (or voids
 * it when nothing was); ledger entries record the capture and the release. Safe to call again after a failure:
 * each step is idempotent. Undefined when it was closed already.
 */
export async function closePreauthorization(
  county: string,
  userId: string,
  transId: string,
  reason: CloseReason,
): Promise<CloseResult | undefined> {
  const item = (await markPreauthClosing(county, userId, transId)) ?? (await getPreauth(county, userId, transId));
  if (!item || item.status === 'CLOSED') return undefined;
  const spent = item.spentCents;
  const released = item.amountCents - spent;
  // Until the provider has captured or voided, the item stays CLOSING (no charge draws on it) and a later call
  // (the user again, logout, the sweep) resumes here; the provider's status says whether that step was done.
  await providerCall(async () => {
    const provider = cardProvider();
    const details = await provider.getTransactionDetails(transId);
    if (details?.transactionStatus !== 'authorizedPendingCapture') return;
    const result = spent > 0 ? await provider.capture(transId, spent) : await provider.void(transId);
    if (!result.ok) {
      throw new CardProviderError(result.errorCode ?? 'DECLINED', result.errorText ?? 'The card provider refused.');
    }
  });
  const common = {
    county,
    accountId: item.accountId,
    userId,
    username: item.username,
    auditAmount: false,
    details: { transId, reason },
  };
  if (spent > 0) {
    await applyMoneyEvent({
      ...common,
      type: 'CAPTURE',
      transactionType: 'CC_CAPTURE',
      idempotencyKey: `CAPTURE#${transId}`,
      amountCents: spent,
      info: `Captured ${formatCents(spent)} of the ${formatCents(item.amountCents)} preauthorization ${transId}`,
    });
  }
  if (released > 0) {
    await applyMoneyEvent({
      ...common,
      type: 'VOID',
      transactionType: 'CC_VOID',
      idempotencyKey: `VOID#${transId}`,
      amountCents: released,
      info: `Released ${formatCents(released)} of the preauthorization ${transId}${spent > 0 ? ' (partial capture)' : ' (voided)'}`,
    });
  }
  await markPreauthClosed(county, userId, transId, spent, released).catch((err: Error) => {
    if (err.name !== 'ConditionalCheckFailedException') throw err; // closed meanwhile by another call
  });
  return { transId, capturedCents: spent, voidedCents: released };
}

/** Closes every preauthorization of the user that is not closed (logout, the explicit close call). */
export async function closeUserPreauthorizations(county: string, userId: string, reason: CloseReason) {
  const results: CloseResult[] = [];
  for (const p of await unclosedPreauths(county, userId)) {
    const r = await closePreauthorization(county, userId, p.transId, reason);
    if (r) results.push(r);
  }
  return results;
}

/**
 * Closes the county's expired preauthorizations (the scheduled sweep, sweep.ts): answers how many it closed and how
 * many it could not (each is logged and stays unclosed, so the next sweep tries it again).
 */
export async function closeExpiredPreauthorizations(
  county: string,
  now = new Date(),
): Promise<{ closed: number; failed: number }> {
  let closed = 0;
  let failed = 0;
  for (const p of await expiredUnclosedPreauths(county, now)) {
    try {
      if (await closePreauthorization(county, p.userId, p.transId, 'EXPIRED')) closed += 1;
    } catch (err) {
      failed += 1;
      console.error(`[payments] closing expired preauthorization ${p.transId}`, err);
    }
  }
  return { closed, failed };
}
