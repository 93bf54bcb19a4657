// The signed-in user's own profile and password (issue 13): GUEST is a shared login nobody may change; a password
// change proves the current password and ends every other session of the user.
import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../../../test/support/api-client.ts';
import { registeredUser } from './registered-user.ts';

const profile = {
  firstName: 'Pub',
  lastName: 'Lic',
  company: '',
  address: '1 Main St',
  city: 'Lakewood',
  state: 'MN',
  zip: '56401',
  email: 'changed@mail.example',
  phone: '(218) 555-0101',
};

describe('the shared guest login', { timeout: 120_000 }, () => {
  it('may not change its password or profile', async () => {
    for (const county of ['lakewood', 'marianas']) {
      const guest = new TestClient(county);
      await guest.login('guestuser1');
      const password = await guest.post('currentUser/password', {
        currentPassword: 'Demo#2026',
        password: 'Taken#2026',
      });
      expect(password.status).toBe(403);
      expect(password.body.message).toMatch(/guest sign-in is shared/);
      expect((await guest.post('currentUser/profile', profile)).status).toBe(403);
      // nothing changed: the guest signs in with the shared password and keeps its e-mail address
      const again = new TestClient(county);
      await again.login('guestuser1');
      expect((await again.get<{ email?: string }>('currentUser/profile')).body.content?.email).toBeUndefined();
    }
  });

  it('still passes the session check, without the login contact details', async () => {
    const guest = new TestClient();
    await guest.login('guestuser1');
    const res = await guest.get<Record<string, unknown>>('currentUser/profile');
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ username: 'guestuser1', role: 'GUEST' });
    for (const field of ['email', 'phone', 'address', 'company']) expect(res.body.content).not.toHaveProperty(field);
  });
});

describe('changing one own password', { timeout: 120_000 }, () => {
  it('needs the current password, with a clear message when it is wrong', async () => {
    const { username, password } = await registeredUser();
    const client = new TestClient();
    await client.login(username, password);
    const missing = await client.post('currentUser/password', { password: 'Second#456' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.currentPassword).toBe('Required.');
    const wrong = await client.post('currentUser/password', { currentPassword: 'Wrong#000', password: 'Second#456' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is not correct.');
    expect(wrong.body.errors?.currentPassword).toBe('The current password is not correct.');
    expect((await new TestClient().post('auth/login', { username, password })).status).toBe(200);
  });

  it('counts wrong current passwords with failed sign-ins: the last one ends every session', async () => {
    const { username, password } = await registeredUser();
    const client = new TestClient();
    await client.login(username, password);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.post('currentUser/password', {
        currentPassword: `Wrong#00${i}`,
        password: 'Second#456',
      });
      answers.push(res.status);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    expect((await client.get('currentUser/profile')).status).toBe(401);
    const locked = await client.post('auth/login', { username, password });
    expect(locked.body.message).toMatch(/^Your account is locked after too many failed sign-in attempts/);
  });

  it('ends every other session of the user and keeps this one', async () => {
    const { username, password } = await registeredUser();
    const here = new TestClient();
    const elsewhere = new TestClient();
    await here.login(username, password);
    await elsewhere.login(username, password);
    const res = await here.post('currentUser/password', { currentPassword: password, password: 'Second#456' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password updated.');
    expect((await here.get('currentUser/profile')).status).toBe(200);
    expect((await elsewhere.get('currentUser/profile')).status).toBe(401);
    expect((await new TestClient().post('auth/login', { username, password: 'Second#456' })).status).toBe(200);
  });
});
