// The merchant's keys. In the cloud they stay in the deployment's Secrets Manager secret, named by ANET_SECRET_ID
// (JSON: {"apiLoginId", "transactionKey", "signatureKey"}), so neither the template nor the Lambda's configuration
// holds them; it is read on first use and kept a few minutes, so a rotated key is picked up without a deploy.
// Without ANET_SECRET_ID they come from ANET_API_LOGIN_ID, ANET_TRANSACTION_KEY and ANET_SIGNATURE_KEY (the local
// simulator, a developer's sandbox account).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';

export interface MerchantKeys {
  loginId: string;
  transactionKey: string;
  signatureKey: string;
}

const KEEP_MS = 5 * 60_000;

const secretSchema = z.object({
  apiLoginId: z.string().min(1),
  transactionKey: z.string().min(1),
  signatureKey: z.string().min(1),
});

let client: SecretsManagerClient | undefined;
let cached: { secretId: string; at: number; keys: Promise<MerchantKeys> } | undefined;

export function merchantKeys(): Promise<MerchantKeys> {
  const secretId = process.env.ANET_SECRET_ID;
  if (!secretId) {
    return Promise.resolve({
      loginId: process.env.ANET_API_LOGIN_ID ?? '',
      transactionKey: process.env.ANET_TRANSACTION_KEY ?? '',
      signatureKey: process.env.ANET_SIGNATURE_KEY ?? '',
    });
  }
  if (!cached || cached.secretId !== secretId || Date.now() - cached.at > KEEP_MS) {
    const keys = readSecret(secretId);
    const entry = { secretId, at: Date.now(), keys };
    cached = entry;
    // a failed read is not kept: the next call asks again
    keys.catch(() => {
      if (cached === entry) cached = undefined;
    });
  }
  return cached.keys;
}

async function readSecret(secretId: string): Promise<MerchantKeys> {
  client ??= new SecretsManagerClient({});
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  let parsed: unknown;
  try {
    parsed = JSON.parse(SecretString ?? '');
  } catch {
    parsed = undefined;
  }
  const keys = secretSchema.safeParse(parsed);
  // the message names the fields, never the value
  if (!keys.success)
    throw new Error(`The secret ${secretId} is not JSON with apiLoginId, transactionKey, signatureKey.`);
  return {
    loginId: keys.data.apiLoginId,
    transactionKey: keys.data.transactionKey,
    signatureKey: keys.data.signatureKey,
  };
}

/** Forgets the kept keys and client (tests that point the environment at another secret or endpoint). */
export function resetMerchantKeys(): void {
  cached = undefined;
  client = undefined;
}
