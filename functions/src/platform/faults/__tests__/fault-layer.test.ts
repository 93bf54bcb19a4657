// The fault layer against the real local emulators: each kind of fault reaches our code as the SDK would throw it
// from AWS (and so is answered 503 by the error mapping), a dropped answer leaves the write done, the SDK's standard
// retries carry a call through a fault, the same seed gives the same faults, and detaching leaves the client clean.

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getPayment, putPayment } from '#src/data/app/payments.ts';
import { db } from '#src/data/dynamo/client.ts';
import { tables } from '#src/data/dynamo/tables.ts';
import { resetClients, sesClient } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import { sendMail } from '#src/platform/mail.ts';
import { isTransientAwsError } from '#src/platform/transient.ts';
import { mailTo } from '../../../../../test/support/api-client.ts';
import { type FaultKind, faultKinds } from '../fault-answer.ts';
import { faultLayer } from '../fault-layer.ts';
import { attachLocalFaults, parseFaultSpec } from '../local-faults.ts';

/** Clients of our own, so the SDK's retries (and its retry quota) are the test's alone. */
const dynamo = (maxAttempts: number) =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ retryMode: 'standard', maxAttempts }));
const key = (name: string) => ({ pk: `FAULTLAYER#${name}#${Date.now()}`, sk: 'X' });

async function failWith(kind: FaultKind, send: () => Promise<unknown>) {
  try {
    await send();
  } catch (err) {
    return err as Error & { $metadata?: { httpStatusCode?: number; attempts?: number }; code?: string };
  }
  throw new Error(`${kind}: the call succeeded`);
}

describe('each kind of fault, on DynamoDB', () => {
  const names: Record<FaultKind, string> = {
    throttle: 'ProvisionedThroughputExceededException',
    'throttle-alt': 'ThrottlingException',
    'server-error': 'InternalServerError',
    timeout: 'TimeoutError',
    'reset-before': 'Error',
    'reset-after': 'Error',
  };
  for (const kind of faultKinds) {
    it(`${kind}: thrown as from AWS, transient (503), written only when the request reached the emulator`, async () => {
      const client = dynamo(1);
      const layer = faultLayer({ rate: 1, seed: 1, kinds: [kind] });
      layer.attach(client);
      const k = key(kind);
      const err = await failWith(kind, () =>
        client.send(new PutCommand({ TableName: tables.app, Item: { ...k, v: 1 } })),
      );
      expect(err.name).toBe(names[kind]);
      expect(isTransientAwsError(err)).toBe(true);
      expect(layer.counts.injected[kind]).toBe(1);
      layer.detach();
      const written = await client.send(new GetCommand({ TableName: tables.app, Key: k, ConsistentRead: true }));
      expect(!!written.Item).toBe(kind === 'timeout' || kind === 'reset-after');
    });
  }
});

describe('the SDK retries', () => {
  it('carry a call through a fault: one attempt faulted, the second answered', async () => {
    const client = dynamo(2);
    // only the first attempt reaches the layer: it faults, and the SDK's second attempt goes through
    const layer = faultLayer({ rate: 1, seed: 3, kinds: ['reset-before'], applies: () => layer.counts.calls < 1 });
    layer.attach(client);
    const k = key('retried');
    const put = await client.send(new PutCommand({ TableName: tables.app, Item: { ...k, v: 2 } }));
    expect(put.$metadata.attempts).toBe(2);
    expect(layer.counts.injected['reset-before']).toBe(1);
    const got = await client.send(new GetCommand({ TableName: tables.app, Key: k, ConsistentRead: true }));
    expect(got.Item?.v).toBe(2);
    layer.detach();
  });

  it('stop at their bound: the error says how many attempts were made', async () => {
    const client = dynamo(3);
    const layer = faultLayer({ rate: 1, seed: 1, kinds: ['server-error'] });
    layer.attach(client);
    const err = await failWith('server-error', () =>
      client.send(new GetCommand({ TableName: tables.app, Key: key('bound') })),
    );
    expect(err.$metadata?.attempts).toBe(3);
    expect(layer.counts.calls).toBe(3);
    layer.detach();
  });
});

describe('S3 and SES', () => {
  it('answer their own throttles and 500s, transient', async () => {
    const s3 = new S3Client({ forcePathStyle: true, maxAttempts: 1 });
    const ses = new SESv2Client({ maxAttempts: 1 });
    for (const kind of ['throttle', 'server-error'] as const) {
      const layer = faultLayer({ rate: 1, seed: 1, kinds: [kind] });
      layer.attach(s3);
      layer.attach(ses);
      const s3Err = await failWith(kind, () =>
        s3.send(new GetObjectCommand({ Bucket: buckets.images, Key: 'fault-layer/none' })),
      );
      const sesErr = await failWith(kind, () =>
        ses.send(
          new SendEmailCommand({
            FromEmailAddress: 'a@example.com',
            Destination: { ToAddresses: ['b@example.com'] },
            Content: { Simple: { Subject: { Data: 's' }, Body: { Text: { Data: 't' } } } },
          }),
        ),
      );
      layer.detach();
      expect([s3Err.name, sesErr.name]).toEqual(
        kind === 'throttle' ? ['SlowDown', 'TooManyRequestsException'] : ['InternalError', 'InternalFailure'],
      );
      expect([isTransientAwsError(s3Err), isTransientAwsError(sesErr)]).toEqual([true, true]);
    }
    // detached: the clients reach the emulators again
    await s3.send(new PutObjectCommand({ Bucket: buckets.images, Key: 'fault-layer/ok', Body: 'x' }));
  });
});

describe('a conditional create whose answer was lost', () => {
  it('a card payment written, its answer dropped: the retry of the SDK meets its own item, and the payment is started once', async () => {
    resetClients();
    // the first attempt reaches the emulator and writes; its answer is lost; the SDK's second attempt is refused by
    // attribute_not_exists
    const layer = faultLayer({ rate: 1, seed: 5, kinds: ['reset-after'], applies: () => layer.counts.calls < 1 });
    layer.attach(db());
    const paymentId = `FL${Date.now()}`;
    try {
      const payment = {
        paymentId,
        kind: 'DEPOSIT' as const,
        county: 'fault-layer',
        userId: 'u',
        username: 'u',
        accountId: 'a',
      };
      const put = await putPayment({ ...payment, amountCents: 2000, depositCents: 2000, surchargeCents: 0 });
      expect(layer.counts.injected['reset-after']).toBe(1);
      expect(await getPayment('fault-layer', paymentId)).toMatchObject({ paymentId, createdAt: put.createdAt });
    } finally {
      layer.detach();
      resetClients();
    }
  });
});

describe('mail through SES, at least once (docs/operations.md)', () => {
  it('a send answered has its mail; each answer lost after SES took the message is one extra copy, never more', async () => {
    // the app's own sender and client (the SDK's standard retries, 4 attempts); faults on SES only, one send at a time
    resetClients();
    const layer = faultLayer({ rate: 0.4, seed: 6, kinds: ['reset-after', 'timeout', 'reset-before', 'server-error'] });
    layer.attach(sesClient());
    const run = Math.random().toString(36).slice(2, 7);
    const sends: Array<{ to: string; answered: boolean; lost: number; notSent: number }> = [];
    try {
      for (let i = 0; i < 12; i++) {
        const to = `mail${i}.${run}@example.com`;
        const was = { ...layer.counts.injected };
        const answered = await sendMail({ from: 'portal@example.com', to, subject: `m${i}`, text: 'x' }).then(
          () => true,
          () => false,
        );
        const now = layer.counts.injected;
        const since = (k: FaultKind) => now[k] - was[k];
        sends.push({
          to,
          answered,
          lost: since('reset-after') + since('timeout'),
          notSent: since('reset-before') + since('server-error'),
        });
      }
    } finally {
      layer.detach();
      resetClients();
    }
    const copies = await Promise.all(sends.map(async (s) => (await mailTo(s.to)).length));
    // the emulator holds one copy for each attempt that reached it: the answered one, and each whose answer was lost
    expect(copies).toEqual(sends.map((s) => s.lost + (s.answered ? 1 : 0)));
    // no loss: every send answered has its mail; and this seed played both a lost answer and a refused attempt
    expect(sends.filter((s, i) => s.answered && copies[i]! < 1)).toEqual([]);
    expect(sends.some((s) => s.answered && s.lost > 0)).toBe(true);
    expect(sends.some((s) => s.notSent > 0)).toBe(true);
  });
});

describe('a seeded plan', () => {
  it('injects the same faults in the same order for the same seed', async () => {
    const run = async (seed: number) => {
      const client = dynamo(1);
      const layer = faultLayer({ rate: 0.5, seed, kinds: ['reset-before', 'server-error'] });
      layer.attach(client);
      const outcomes: string[] = [];
      for (let i = 0; i < 12; i++) {
        outcomes.push(
          await client.send(new GetCommand({ TableName: tables.app, Key: key('seed') })).then(
            () => 'ok',
            (e: Error) => e.name,
          ),
        );
      }
      layer.detach();
      return outcomes;
    };
    const first = await run(42);
    expect(await run(42)).toEqual(first);
    expect(first).toContain('ok');
    expect(first.some((o) => o !== 'ok')).toBe(true);
  });

  it('LOCAL_FAULTS reads as a plan, and a wrong one is refused with the reason', () => {
    expect(parseFaultSpec('rate=0.05,seed=7,kinds=throttle+reset-after')).toEqual({
      rate: 0.05,
      seed: 7,
      kinds: ['throttle', 'reset-after'],
    });
    expect(() => parseFaultSpec('rate=2')).toThrow(/between 0 and 1/);
    expect(() => parseFaultSpec('rate=0.1,kinds=flood')).toThrow(/unknown kinds flood/);
  });

  it('LOCAL_FAULTS puts the layer on the clients given, and nothing without it', async () => {
    const client = dynamo(1);
    expect(attachLocalFaults([client])).toBeUndefined();
    process.env.LOCAL_FAULTS = 'rate=1,seed=1,kinds=server-error';
    try {
      const layer = attachLocalFaults([client]);
      const err = await failWith('server-error', () =>
        client.send(new GetCommand({ TableName: tables.app, Key: key('env') })),
      );
      expect([err.name, layer?.counts.injected['server-error']]).toEqual(['InternalServerError', 1]);
      layer?.detach();
    } finally {
      delete process.env.LOCAL_FAULTS;
    }
  });
});
