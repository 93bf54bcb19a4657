// The provider's webhooks (PAYMENTS.md section 4): signed with the county's signature key; each notificationId is
// handled once. A payment notification is not trusted either: it names a transaction, which is confirmed with the
// provider and then completes its deposit or preauthorization exactly as the browser's report would (whichever
// comes first wins; the other is a replay). This is how a deposit paid in a window the user closed still arrives.
import { type WebhookNotification, webhookNotificationSchema } from '@portal/shared/payments/requests';
import type { WebhookAnswer, WebhookOutcome } from '@portal/shared/payments/responses';
import { putWebhookHandled, webhookHandled } from '#src/data/app/payments.ts';
import { verifyWebhookSignature, webhookSignatureKey } from '#src/platform/card-provider/index.ts';
import { AppError, badRequest, unauthenticated } from '#src/platform/errors.ts';
import { emitOperationsMetric, operationsMetrics } from '#src/platform/operations-metric.ts';
import { parseOr400 } from '#src/platform/validate.ts';
import { completeDeposit, confirmTransaction, grantPreauthorization } from './card-payments.ts';

/** Counted for the vendor's alarms (infra/lib/monitoring): a refused signature, and a notification we failed on
 * (a 5xx: the provider sends it again). */
export async function handleWebhook(
  county: string,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  try {
    if (!verifyWebhookSignature(rawBody, signature, await webhookSignatureKey())) {
      emitOperationsMetric(county, operationsMetrics.webhookRefused, 1);
      throw unauthenticated('Invalid signature.');
    }
    return await handleSigned(county, rawBody);
  } catch (err) {
    if (!(err instanceof AppError && err.status < 500))
      emitOperationsMetric(county, operationsMetrics.webhookFailures, 1);
    throw err;
  }
}

async function handleSigned(county: string, rawBody: string): Promise<WebhookAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('The notification is not JSON.');
  }
  // Signed is not well-formed: a body of null, or an eventType that is a number, is refused before it is used.
  const note = parseOr400(webhookNotificationSchema, json);
  if (await webhookHandled(county, note.notificationId)) {
    return { notificationId: note.notificationId, outcome: 'DUPLICATE' };
  }

  const outcome = await act(county, note);
  // Recorded after it was handled: a failure above answers 5xx and the provider sends it again; handling is
  // idempotent, so a notification that races its own retry still counts once.
  await putWebhookHandled(county, note.notificationId, { eventType: note.eventType, outcome });
  return { notificationId: note.notificationId, outcome };
}

async function act(county: string, note: WebhookNotification): Promise<WebhookOutcome> {
  const created =
    /^net\.authorize\.payment\.(authcapture|authorization)\.created$|^net\.authorize\.payment\.fraud\.approved$/;
  if (!created.test(note.eventType) || note.payload?.entityName !== 'transaction' || !note.payload.id) return 'IGNORED';
  try {
    const confirmed = await confirmTransaction(county, { transId: String(note.payload.id) }, {});
    if (!confirmed.approved) return 'NOT_APPROVED';
    if (confirmed.payment.kind === 'DEPOSIT') await completeDeposit(county, confirmed, 'WEBHOOK');
    else if (confirmed.payment.kind === 'PREAUTH') await grantPreauthorization(county, confirmed, 'WEBHOOK');
    // An e-filing's charge is recorded with its filing, by the efile area (efile/submit-filing.ts).
    else return 'IGNORED';
    return 'COMPLETED';
  } catch (err) {
    // Not a payment of ours (another system's transaction on the same merchant account): nothing to do.
    if (err instanceof AppError && err.status < 500) return 'IGNORED';
    throw err;
  }
}
