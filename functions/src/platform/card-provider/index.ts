// The card provider of this deployment, from the environment (set by CDK in the cloud, see infra's
// card-provider-settings.ts, and by the local server to its simulator):
//   ANET_API_URL           the JSON API; else ANET_ENVIRONMENT=production|sandbox (default sandbox) picks the host
//   ANET_SECRET_ID         the Secrets Manager secret holding the merchant's keys (the cloud); without it:
//   ANET_API_LOGIN_ID, ANET_TRANSACTION_KEY   merchant credentials
//   ANET_SIGNATURE_KEY     the webhook signature key
import { AuthorizeNetProvider, anetHosts } from './authorize-net.ts';
import { merchantKeys } from './credentials.ts';
import type { CardProvider } from './types.ts';

export * from './types.ts';
export { verifyWebhookSignature, webhookSignature } from './webhook-signature.ts';

let override: CardProvider | undefined;

const hosts = () => (process.env.ANET_ENVIRONMENT === 'production' ? anetHosts.production : anetHosts.sandbox);

export function cardProvider(): CardProvider {
  if (override) return override;
  return new AuthorizeNetProvider(async () => {
    const { loginId, transactionKey } = await merchantKeys();
    return { apiUrl: process.env.ANET_API_URL || hosts().api, loginId, transactionKey };
  });
}

export const webhookSignatureKey = async (): Promise<string> => (await merchantKeys()).signatureKey;

/** Replaces the provider (tests that inject a provider fault); undefined restores the configured one. */
export function setCardProvider(provider: CardProvider | undefined): void {
  override = provider;
}
