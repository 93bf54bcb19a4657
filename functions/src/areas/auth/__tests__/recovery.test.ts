import { describe, expect, it } from 'vitest';
import { linkFromMail, mailTo, TestClient, uniqueUsername } from '../../../../../test/support/api-client.ts';

async function registeredUser(client: TestClient) {
  const username = uniqueUsername('rec');
  const email = `${username}@mail.example`;
  await client.post('auth/signUp', {
    username,
    firstName: 'Lee',
    lastName: 'Anders',
    address: '1 Oak St',
    city: 'Lakewood',
    state: 'MN',
    zip: '56401',
    email,
    phone: '(218) 555-0000',
    password: 'First#123',
    passwordConfirm: 'First#123',
  });
  const ticket = (await linkFromMail(email, '/CompleteRegistration/')).split('/CompleteRegistration/')[1];
  await client.post('auth/completeRegistration', { ticket });
  return { username, email };
}

describe('recovery', () => {
  it('mails the username and answers the same for an unknown address', async () => {
    const client = new TestClient();
    const { username, email } = await registeredUser(client);
    const known = await client.post('auth/forgotUsername', { email });
    const unknown = await client.post('auth/forgotUsername', { email: 'nobody-here@mail.example' });
    expect(known.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    const mails = await mailTo(email);
    expect(mails.at(-1)?.body.text).toContain(username);
    expect(await mailTo('nobody-here@mail.example')).toHaveLength(0);
  });

  it('resets a password once through the mailed link', async () => {
    const client = new TestClient();
    const { username, email } = await registeredUser(client);
    const wrongEmail = await client.post('auth/forgotPassword', { username, email: 'other@mail.example' });
    const asked = await client.post('auth/forgotPassword', { username, email });
    expect(asked.body.message).toBe(wrongEmail.body.message);
    const ticket = (await linkFromMail(email, '/passwordReset/')).split('/passwordReset/')[1];

    const weak = await client.post('auth/resetPassword', { ticket, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password).toBe('Password must be 8 to 64 characters.');

    const reset = await client.post('auth/resetPassword', { ticket, password: 'Second#456' });
    expect(reset.body.message).toBe('Password updated.  You may now log in.');
    expect((await client.post('auth/resetPassword', { ticket, password: 'Third#789' })).status).toBe(400);
    expect((await client.post('auth/login', { username, password: 'First#123' })).status).toBe(401);
    expect((await client.post('auth/login', { username, password: 'Second#456' })).status).toBe(200);
  });
});

describe('login attempts', () => {
  it('locks the user after the county maximum and a reset unlocks', async () => {
    const client = new TestClient();
    const { username, email } = await registeredUser(client);
    const answers: number[] = [];
    let last = '';
    for (let i = 0; i < 5; i++) {
      const res = await client.post('auth/login', { username, password: 'Wrong#000' });
      answers.push(res.status);
      last = res.body.message ?? '';
    }
    expect(answers.every((s) => s === 401)).toBe(true);
    expect(last).toMatch(/locked/);
    const right = await client.post('auth/login', { username, password: 'First#123' });
    expect(right.status).toBe(401);
    expect(right.body.message).toMatch(/locked/);

    await client.post('auth/forgotPassword', { username, email });
    const ticket = (await linkFromMail(email, '/passwordReset/')).split('/passwordReset/')[1];
    await client.post('auth/resetPassword', { ticket, password: 'Fresh#123' });
    expect((await client.post('auth/login', { username, password: 'Fresh#123' })).status).toBe(200);
  });
});
