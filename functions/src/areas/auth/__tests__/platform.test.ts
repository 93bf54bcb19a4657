import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../../../test/support/api-client.ts';

describe('platform guards', () => {
  it('refuses a cross-site state-changing call', async () => {
    const res = await new TestClient().post(
      'auth/login',
      { username: 'county.admin', password: 'Demo#2026' },
      { origin: 'https://evil.example', 'x-requested-with': '' },
    );
    expect(res.status).toBe(403);
  });

  it('refuses a state-changing call with neither Origin nor X-Requested-With', async () => {
    const res = await new TestClient().post(
      'auth/login',
      { username: 'county.admin', password: 'Demo#2026' },
      { 'x-requested-with': '' },
    );
    expect(res.status).toBe(403);
  });

  it('answers 404 for an unknown county', async () => {
    const res = await new TestClient('nowhere').get('auth/loginPage');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Unknown county.');
  });

  it('keeps a session inside its county', async () => {
    const client = new TestClient('lakewood');
    await client.login('title.examiner');
    expect((await client.get('currentUser/profile')).status).toBe(200);
    const elsewhere = Object.assign(Object.create(Object.getPrototypeOf(client)), client, {
      county: 'marianas',
    }) as TestClient;
    expect((await elsewhere.get('currentUser/profile')).status).toBe(401);
  });

  it('ends the session on logout, a POST under the same-origin rule', async () => {
    const client = new TestClient();
    await client.login('account.admin');
    // A GET (a link or an image on another site) signs nobody out.
    expect((await client.get('auth/logout')).status).toBe(404);
    const crossSite = await client.post('auth/logout', {}, { origin: 'https://evil.example', 'x-requested-with': '' });
    expect(crossSite.status).toBe(403);
    expect((await client.get('currentUser/profile')).status).toBe(200);
    expect((await client.post('auth/logout')).status).toBe(200);
    expect((await client.get('currentUser/profile')).status).toBe(401);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await new TestClient().call('POST', 'auth/login', undefined, {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
  });

  it('refuses the county lockout to customers but not to staff', async () => {
    const { getConfig, putConfig } = await import('../../../platform/config.ts');
    const before = await getConfig('marianas', 'userLockout');
    await putConfig('marianas', 'userLockout', {
      lockoutInPlace: true,
      messageLogin: 'Closed for upgrade.',
      messageHeadline: 'Upgrade tonight',
    });
    try {
      const customer = await new TestClient('marianas').post('auth/login', {
        username: 'title.examiner',
        password: 'Demo#2026',
      });
      expect(customer.status).toBe(401);
      expect(customer.body).toMatchObject({ message: 'Closed for upgrade.', lockout: true });
      const staff = await new TestClient('marianas').post('auth/login', {
        username: 'county.admin',
        password: 'Demo#2026',
      });
      expect(staff.status).toBe(200);
    } finally {
      await putConfig('marianas', 'userLockout', before);
    }
  });
});
