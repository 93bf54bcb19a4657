// A loopback Secrets Manager that answers GetSecretValue with one origin secret, so a test can be the deployed API
// (ORIGIN_SECRET_ID set) and send what CloudFront sends. Everything is undone when `run` ends.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetOriginSecret } from '#src/platform/origin-check.ts';

export const TEST_ORIGIN_SECRET = 'Qw8rT2yU6iO0pA4sD9fG3hJ7kL1zX5cV';

export async function asDeployedApi<T>(run: (secret: string) => Promise<T>): Promise<T> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      res.end(
        JSON.stringify({
          ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:test-AbCdEf',
          SecretString: TEST_ORIGIN_SECRET,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const before = process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER;
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.ORIGIN_SECRET_ID = 'Portal/origin-test';
  resetOriginSecret();
  try {
    return await run(TEST_ORIGIN_SECRET);
  } finally {
    delete process.env.ORIGIN_SECRET_ID;
    if (before === undefined) delete process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER;
    else process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = before;
    resetOriginSecret();
    await new Promise((resolve) => server.close(resolve));
  }
}
