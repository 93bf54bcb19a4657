// Failed sign-ins (issue 13): an unknown name is answered exactly as a real one, the back-off is per name AND
// source and expires, the county's limit still applies, and a lock-out ends the user's open sessions. Behind
// CloudFront (issue 28) the source is the viewer CloudFront names, believed only with the origin secret.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TestClient, uniqueUsername } from '../../../../../test/support/api-client.ts';
import { signInAttemptsKey } from '../../../data/app/keys.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { asDeployedApi } from '../../../platform/__tests__/origin-secret-endpoint.ts';
import { getConfig, putConfig } from '../../../platform/config.ts';
import { ORIGIN_SECRET_HEADER } from '../../../platform/origin-check.ts';
import { newSource, postFrom } from './from-source.ts';
import { registeredUser } from './registered-user.ts';

const locked = /^Your account is locked after too many failed sign-in attempts\. Try again in 15 minutes/;

async function fail(source: string, username: string, times: number, county = 'lakewood') {
  const answers: Array<{ status: number; message: string; lockout: boolean }> = [];
  for (let i = 0; i < times; i++) {
    const res = await postFrom(source, 'auth/login', { username, password: 'Wrong#000' }, { county });
    answers.push({ status: res.status, message: res.body.message ?? '', lockout: !!res.body.lockout });
  }
  return answers;
}

describe('failed sign-ins', { timeout: 120_000 }, () => {
  it('answers an unknown username exactly as an existing one, attempt by attempt', async () => {
    const { username } = await registeredUser();
    const known = await fail(newSource(), username, 6);
    const unknown = await fail(newSource(), uniqueUsername('ghost'), 6);
    expect(unknown).toEqual(known);
    expect(known.slice(0, 4).every((a) => a.status === 401 && a.message === 'Invalid username or password.')).toBe(
      true,
    );
    expect(known[4]?.message).toMatch(locked);
    expect(known[5]?.status).toBe(401);
    expect(known[5]?.message).toMatch(locked);
  });

  it('locks only the source that failed; the user still signs in from elsewhere', async () => {
    const { username, password } = await registeredUser();
    const stranger = newSource();
    await fail(stranger, username, 5);
    const fromStranger = await postFrom(stranger, 'auth/login', { username, password });
    expect(fromStranger.status).toBe(401);
    expect(fromStranger.body.message).toMatch(locked);
    expect((await postFrom(newSource(), 'auth/login', { username, password })).status).toBe(200);
  });

  it('lets the source try again once the back-off has passed, and doubles the next one', async () => {
    const { username, password } = await registeredUser();
    const source = newSource();
    await fail(source, username, 5);
    // The back-off's end, moved to the past as the clock would (the item is the one login-attempts.ts keeps).
    const expire = () =>
      db().send(
        new UpdateCommand({
          TableName: tables.app,
          Key: signInAttemptsKey('lakewood', username, source),
          UpdateExpression: 'SET lockedUntil = :past',
          ExpressionAttributeValues: { ':past': Date.now() - 1 },
        }),
      );
    await expire();
    const again = await fail(source, username, 5);
    expect(again.slice(0, 4).every((a) => a.message === 'Invalid username or password.')).toBe(true);
    expect(again[4]?.message).toMatch(/Try again in 30 minutes/);
    await expire();
    expect((await postFrom(source, 'auth/login', { username, password })).status).toBe(200);
  });

  it('ends the open sessions of a user who is locked out', async () => {
    const { username, password } = await registeredUser();
    const signedIn = new TestClient();
    await signedIn.login(username, password);
    expect((await signedIn.get('currentUser/profile')).status).toBe(200);
    await fail(newSource(), username, 5);
    expect((await signedIn.get('currentUser/profile')).status).toBe(401);
  });

  it("follows the county's userAccess: no lock-out when attempts are not limited, and its own maximum", async () => {
    const county = 'marianas';
    const before = await getConfig(county, 'userAccess');
    try {
      await putConfig(county, 'userAccess', { ...before, limitLoginAttempts: false });
      const unlimited = await fail(newSource(), uniqueUsername('free'), 7, county);
      expect(unlimited.every((a) => a.message === 'Invalid username or password.')).toBe(true);
      await putConfig(county, 'userAccess', { ...before, limitLoginAttempts: true, maxloginAttempts: 2 });
      const two = await fail(newSource(), uniqueUsername('two'), 2, county);
      expect(two[0]?.message).toBe('Invalid username or password.');
      expect(two[1]?.message).toMatch(locked);
    } finally {
      await putConfig(county, 'userAccess', before);
    }
  });

  it('never takes X-Forwarded-For as the source', async () => {
    const username = uniqueUsername('xff');
    const source = newSource();
    for (let i = 0; i < 5; i++) {
      await postFrom(
        source,
        'auth/login',
        { username, password: 'Wrong#000' },
        { headers: { 'x-forwarded-for': `192.0.2.${i}` } },
      );
    }
    const res = await postFrom(source, 'auth/login', { username, password: 'Wrong#000' });
    expect(res.body.message).toMatch(locked);
  });

  it('behind CloudFront, counts per viewer: one viewer locked out, another at the same edge not', async () => {
    const { username, password } = await registeredUser();
    const edge = newSource();
    await asDeployedApi(async (secret) => {
      const viewer = (address: string) => ({
        headers: { [ORIGIN_SECRET_HEADER]: secret, 'cloudfront-viewer-address': address },
      });
      // two ports of one viewer are one source
      for (let i = 0; i < 5; i++) {
        await postFrom(edge, 'auth/login', { username, password: 'Wrong#000' }, viewer(`198.51.100.7:${40000 + i}`));
      }
      const locked1 = await postFrom(edge, 'auth/login', { username, password }, viewer('198.51.100.7:41000'));
      expect([locked1.status, locked1.body.message]).toEqual([401, expect.stringMatching(locked)]);
      const other = await postFrom(edge, 'auth/login', { username, password }, viewer('2001:db8::28:52000'));
      expect(other.status).toBe(200);
    });
  });

  it('does not believe CloudFront-Viewer-Address from a request without the origin secret', async () => {
    const username = uniqueUsername('cfva');
    const source = newSource();
    for (let i = 0; i < 5; i++) {
      await postFrom(
        source,
        'auth/login',
        { username, password: 'Wrong#000' },
        { headers: { 'cloudfront-viewer-address': `203.0.113.${i}:443` } },
      );
    }
    const res = await postFrom(
      source,
      'auth/login',
      { username, password: 'Wrong#000' },
      { headers: { 'cloudfront-viewer-address': '203.0.113.99:443' } },
    );
    expect(res.body.message).toMatch(locked);
  });
});
