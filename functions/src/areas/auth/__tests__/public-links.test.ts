// The county's public URL is the only origin of mailed links, the origin a browser call must come from, and what
// makes the session cookie Secure (issue 13); request headers choose none of them.
import { beforeAll, describe, expect, it } from 'vitest';
import { linkFromMail, TestClient, uniqueUsername } from '../../../../../test/support/api-client.ts';
import { getConfig, putConfig, putCounty } from '../../../platform/config.ts';
import { registeredUser, registration } from './registered-user.ts';

// The local server sets PUBLIC_PORT to its own port; these calls run in-process, on the demo county's own URL.
delete process.env.PUBLIC_PORT;

const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', host: 'evil.example' };

describe('links in e-mail', () => {
  it('builds the registration link on the configured URL, whatever host the request names', async () => {
    const username = uniqueUsername('lnk');
    const email = `${username}@mail.example`;
    const res = await new TestClient().post('auth/signUp', registration(username, email), forged);
    expect(res.status).toBe(200);
    const link = await linkFromMail(email, '/CompleteRegistration/');
    expect(new URL(link).origin).toBe('http://localhost:3000');
  });

  it('builds the password reset link on the configured URL, whatever host the request names', async () => {
    const { username, email } = await registeredUser('marianas');
    const res = await new TestClient('marianas').post('auth/forgotPassword', { username, email }, forged);
    expect(res.status).toBe(200);
    const link = await linkFromMail(email, '/passwordReset/');
    expect(new URL(link).origin).toBe('http://marianas.localhost:3000');
  });
});

describe('a county on https', () => {
  const county = 'hillside';
  const portal = 'https://records.hillside.example';

  beforeAll(async () => {
    await putCounty({ id: county, name: 'Hillside County, Minnesota', stateCode: 'MN' });
    await putConfig(county, 'common', { ...(await getConfig(county, 'common')), publicUrl: portal });
  });

  it('sets a Secure session cookie', async () => {
    const { username, password } = await registeredUser(county);
    const res = await new TestClient(county).post('auth/login', { username, password });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/lrp_sid=[^;]+;.*Secure/i);
  });

  it("accepts a browser call from the county's own origin and refuses every other origin", async () => {
    const client = new TestClient(county);
    const call = (origin: string) =>
      client.post('auth/forgotUsername', { email: 'nobody@mail.example' }, { origin, 'x-requested-with': '' });
    expect((await call(portal)).status).toBe(200);
    for (const origin of ['http://records.hillside.example', 'https://evil.example', 'http://localhost']) {
      const res = await call(origin);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Cross-site request refused.');
    }
    // The Host a request names does not make its Origin the county's.
    const forgedHost = await client.post(
      'auth/forgotUsername',
      { email: 'nobody@mail.example' },
      {
        origin: 'https://evil.example',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-requested-with': '',
      },
    );
    expect(forgedHost.status).toBe(403);
  });
});

describe('the same-origin check', () => {
  it('refuses an Origin that is not a URL with 403 and the cross-site message, not 500', async () => {
    for (const origin of ['null', 'not a url', '', 'http://']) {
      const res = await new TestClient().post(
        'auth/login',
        { username: 'county.admin', password: 'Demo#2026' },
        { origin, 'x-requested-with': '' },
      );
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Cross-site request refused.');
    }
  });

  it("accepts the demo county's own origin", async () => {
    const res = await new TestClient().post(
      'auth/login',
      { username: 'county.admin', password: 'Demo#2026' },
      { origin: 'http://localhost:3000', 'x-requested-with': '' },
    );
    expect(res.status).toBe(200);
  });
});
