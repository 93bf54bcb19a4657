import { describe, expect, it } from 'vitest';
import { TestClient } from '../../../../../test/support/api-client.ts';

describe('auth/login', () => {
  it('signs in a demo user and returns the current user', async () => {
    const client = new TestClient();
    const res = await client.post<{ username: string; role: string }>('auth/login', {
      username: 'title.examiner',
      password: 'Demo#2026',
    });
    expect(res.status).toBe(200);
    expect(res.body.content?.username).toBe('title.examiner');
    expect(res.body.content?.role).toBe('USER');
    const profile = await client.get<{ firstName: string }>('currentUser/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.content?.firstName).toBe('Sam');
  });

  it('refuses a wrong password with one message and no session', async () => {
    const client = new TestClient();
    const res = await client.post('auth/login', { username: 'county.admin', password: 'Wrong#2026' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'ERROR', message: 'Invalid username or password.' });
    expect((await client.get('currentUser/profile')).status).toBe(401);
  });

  it('answers 400 with field errors for a missing password', async () => {
    const res = await new TestClient().post('auth/login', { username: 'county.admin' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.password).toBe('Required.');
  });
});
