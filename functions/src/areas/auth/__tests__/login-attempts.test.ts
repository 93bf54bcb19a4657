// Failed sign-ins (issue 13): an unknown name is answered exactly as a real one, the back-off is per name AND
// source and expires, the county's limit still applies, and a lock-out ends the user's open sessions.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TestClient, uniqueUsername } from '../../../../../test/support/api-client.ts';
import { signInAttemptsKey } from '../../../data/app/keys.ts';
import { db } from '../../../data/dynamo/client.ts';
import { tables } from '../../../data/dynamo/tables.ts';
import { getConfig, putConfig } from '../../../platform/config.ts';
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
});
