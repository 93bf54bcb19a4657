import { describe, expect, it } from 'vitest';
import { linkFromMail, TestClient, uniqueUsername } from '../../../../../test/support/api-client.ts';

function registration(username: string, email: string) {
  return {
    username,
    firstName: 'Pat',
    lastName: 'Kowalski',
    company: '',
    address: '12 Birch Lane',
    city: 'Brainerd',
    state: 'MN',
    zip: '56401',
    email,
    phone: '(218) 555-1234',
    password: 'Secret#123',
    passwordConfirm: 'Secret#123',
  };
}

describe('registration and completion', () => {
  it('registers a pending user, mails a one-time link, and signs in after completion', async () => {
    const client = new TestClient();
    const username = uniqueUsername('pat');
    const email = `${username}@mail.example`;
    const res = await client.post('auth/signUp', registration(username, email));
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(email);

    const pending = await client.post('auth/login', { username, password: 'Secret#123' });
    expect(pending.status).toBe(401);
    expect(pending.body.message).toMatch(/registration is not complete/i);

    const link = await linkFromMail(email, '/CompleteRegistration/');
    const ticket = link.split('/CompleteRegistration/')[1]!;
    const done = await client.post<{ fullName: string; username: string }>('auth/completeRegistration', { ticket });
    expect(done.status).toBe(200);
    expect(done.body.content).toEqual({ fullName: 'Pat Kowalski', username });

    const again = await client.post('auth/completeRegistration', { ticket });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/expired or has already been used/);

    const signedIn = await client.post<{ role: string; paymentMethod: string }>('auth/login', {
      username,
      password: 'Secret#123',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.content).toMatchObject({ role: 'USER', paymentMethod: 'CREDIT_CARD' });
  });

  it('refuses a taken username, in any letter case', async () => {
    const res = await new TestClient().post('auth/signUp', registration('Title.Examiner', 'someone@mail.example'));
    expect(res.status).toBe(400);
    expect(res.body.errors?.username).toBe('That username is taken.');
  });

  it('refuses an e-mail address another user already has, in any letter case', async () => {
    const taken = registration(uniqueUsername('own'), `${uniqueUsername('mail')}@mail.example`);
    expect((await new TestClient().post('auth/signUp', taken)).status).toBe(200);
    const res = await new TestClient().post(
      'auth/signUp',
      registration(uniqueUsername('dup'), taken.email.toUpperCase()),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'That e-mail address is already registered. Use Forgot Username? to find your username.',
    );
    expect(res.body.errors?.email).toBe('That e-mail address is already registered.');
  });

  it('checks every field with the spec messages', async () => {
    const res = await new TestClient().post('auth/signUp', {
      ...registration('ab', 'not-an-email'),
      zip: '5540',
      phone: '555',
      passwordConfirm: 'Other#123',
      firstName: 'x'.repeat(31),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      username: 'Username must be 8 to 50 characters.',
      email: 'Invalid email address.',
      zip: 'Zip must be 5 digits.',
      phone: 'Phone must be (###) ###-####.',
      passwordConfirm: 'Mismatched passwords.',
      firstName: '30 characters max.',
    });
  });

  it('is refused when the county turns self registration off', async () => {
    const { putConfig, getConfig } = await import('../../../platform/config.ts');
    const county = 'marianas';
    const before = await getConfig(county, 'loginPageRegistration');
    await putConfig(county, 'loginPageRegistration', { ...before, selfRegistration: false });
    try {
      const username = uniqueUsername('off');
      const res = await new TestClient(county).post('auth/signUp', registration(username, `${username}@mail.example`));
      expect(res.status).toBe(403);
    } finally {
      await putConfig(county, 'loginPageRegistration', before);
    }
  });
});
