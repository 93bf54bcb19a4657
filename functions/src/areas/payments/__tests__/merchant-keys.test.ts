// The merchant keys as a deployed function gets them: from the Secrets Manager secret named by ANET_SECRET_ID, over
// the service's real JSON protocol (a loopback endpoint answers GetSecretValue), kept between calls; and the card
// provider and webhook check using them against the card simulator. Without ANET_SECRET_ID the environment's keys
// serve, as on a laptop.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { merchantKeys, resetMerchantKeys } from '#src/platform/card-provider/credentials.ts';
import { cardProvider, webhookSignatureKey } from '#src/platform/card-provider/index.ts';
import { newTestCounty } from '../../imaging/__tests__/fixtures.ts';
import { type SimulatorHandle, simKeys, startSimulator } from './fixtures.ts';

const secrets = new Map<string, string>();
const asked: string[] = [];
let server: Server;
let sim: SimulatorHandle;

beforeAll(async () => {
  sim = await startSimulator(await newTestCounty('pay-keys'));
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { SecretId } = JSON.parse(body) as { SecretId: string };
      asked.push(`${req.headers['x-amz-target']} ${SecretId}`);
      const value = secrets.get(SecretId);
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (value === undefined) {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'Secrets Manager cannot find it.' }));
      } else {
        res.end(
          JSON.stringify({ ARN: `arn:aws:secretsmanager:us-east-1:1:secret:${SecretId}-AbCdEf`, SecretString: value }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  delete process.env.ANET_SECRET_ID;
  // the simulator's keys, which a test may have replaced
  Object.assign(process.env, {
    ANET_API_LOGIN_ID: simKeys.loginId,
    ANET_TRANSACTION_KEY: simKeys.transactionKey,
    ANET_SIGNATURE_KEY: simKeys.signatureKey,
  });
  resetMerchantKeys();
  asked.length = 0;
});
afterAll(async () => {
  delete process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER;
  await new Promise((resolve) => server.close(resolve));
  await sim.close();
});

const keysJson = (login: string, key: string, signature: string) =>
  JSON.stringify({ apiLoginId: login, transactionKey: key, signatureKey: signature });

describe('merchant keys', () => {
  it('come from the secret, read once and kept', async () => {
    secrets.set('portal/card', keysJson('secret-login', 'secret-key', 'SECRETSIG'));
    process.env.ANET_SECRET_ID = 'portal/card';
    const expected = { loginId: 'secret-login', transactionKey: 'secret-key', signatureKey: 'SECRETSIG' };
    expect(await merchantKeys()).toEqual(expected);
    expect(await merchantKeys()).toEqual(expected);
    expect(asked).toEqual(['secretsmanager.GetSecretValue portal/card']);
  });

  it('refuse a secret of another shape without echoing it, and ask again on the next call', async () => {
    secrets.set('portal/bad', JSON.stringify({ apiLoginId: 'leaky-login', transactionKey: 'leaky-key' }));
    process.env.ANET_SECRET_ID = 'portal/bad';
    const failure = await merchantKeys().catch((err: Error) => err);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      'The secret portal/bad is not JSON with apiLoginId, transactionKey, signatureKey.',
    );
    expect((failure as Error).message).not.toContain('leaky');
    await expect(merchantKeys()).rejects.toThrow('portal/bad');
    expect(asked).toHaveLength(2);

    process.env.ANET_SECRET_ID = 'portal/missing';
    await expect(merchantKeys()).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('are the environment’s without a secret (the local simulator)', async () => {
    expect(await merchantKeys()).toEqual({
      loginId: simKeys.loginId,
      transactionKey: simKeys.transactionKey,
      signatureKey: simKeys.signatureKey,
    });
    expect(asked).toEqual([]);
  });

  it('authenticate the provider calls and the webhook check', async () => {
    // the environment's keys are wrong here: only the secret's may work
    Object.assign(process.env, { ANET_API_LOGIN_ID: 'wrong', ANET_TRANSACTION_KEY: 'wrong', ANET_SIGNATURE_KEY: 'x' });
    secrets.set('portal/sim', keysJson(simKeys.loginId, simKeys.transactionKey, simKeys.signatureKey));
    process.env.ANET_SECRET_ID = 'portal/sim';
    expect(await cardProvider().getTransactionDetails('123456')).toBeUndefined();
    expect(await webhookSignatureKey()).toBe(simKeys.signatureKey);

    resetMerchantKeys();
    secrets.set('portal/sim', keysJson('not-the-merchant', 'nope', 'x'));
    await expect(cardProvider().getTransactionDetails('123456')).rejects.toMatchObject({ code: 'E00007' });
  });
});
