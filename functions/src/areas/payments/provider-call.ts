// Every call to the card provider goes through here: a provider that cannot be reached, answers garbage or refuses
// a request it should take is a 503 with a message a person can act on (nothing was charged; try again), never a
// 500. Our own refusals (AppError) pass through unchanged.
import { paymentMessages } from '@portal/shared/payments/messages';
import { AppError, unavailable } from '#src/platform/errors.ts';

export async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    console.error('[payments] card provider call failed', err);
    throw unavailable(paymentMessages.providerDown);
  }
}
