// Payments' synthetic check: the card provider's configuration, as a charge would read it (the merchant's keys,
// from Secrets Manager in the cloud). Calling the provider itself would spend its API quota on page views.
import { merchantKeys } from '#src/platform/card-provider/credentials.ts';
import { aborted } from './probe-search.ts';

export async function probePayments(signal: AbortSignal): Promise<'ok' | 'down'> {
  const keys = await Promise.race([merchantKeys(), aborted(signal)]);
  return keys.loginId && keys.transactionKey ? 'ok' : 'down';
}
