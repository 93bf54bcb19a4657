// Registration & Recovery (spec 3 sections 3.7 and 5.10) takes effect on the next e-mail sent: the From address
// and the link lifetime saved on the page are those of the next registration and password-reset mails, read from
// the SES emulator's store, and a link older than the lifetime is refused.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkFromMail, uniqueUsername } from '../../../../../test/support/api-client.ts';
import { as, type Caller, call, copyDemoCounties } from '../../users/__tests__/fixtures.ts';

let county = '';
let staff: Caller;
const path = 'controlPanel/countyConfig/loginPageRegistration';
const HOUR = 3_600_000;

interface StoredMail {
  from: string;
  subject: string;
  body: { text?: string };
  destination: { to: string[] };
}
/** The mail the SES emulator holds for an address, newest last, with its From address. */
async function mailsTo(address: string): Promise<StoredMail[]> {
  const { emails } = (await (await fetch(`${process.env.SES_URL}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((e) => e.destination.to.includes(address));
}

/** Signs up a new user; answers the username, e-mail address and the mailed registration ticket. */
async function signUp() {
  const username = uniqueUsername('act');
  const email = `${username}@mail.example`;
  const res = await call(county, undefined, 'POST', 'auth/signUp', {
    username,
    firstName: 'Lee',
    lastName: 'Anders',
    company: '',
    address: '1 Oak St',
    city: 'Lakewood',
    state: 'MN',
    zip: '56401',
    email,
    phone: '(218) 555-0000',
    password: 'First#123',
    passwordConfirm: 'First#123',
  });
  expect(res.status).toBe(200);
  const ticket = (await linkFromMail(email, '/CompleteRegistration/')).split('/CompleteRegistration/')[1]!;
  return { username, email, ticket, message: res.body.message as string };
}

beforeAll(async () => {
  county = (await copyDemoCounties('act-reg')).lakewood;
  staff = await as(county, 'COUNTY');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Registration & Recovery', () => {
  it('the From address and the link lifetime apply to the next registration mail; an older link is refused', async () => {
    const before = (await staff.get(path)).body.content;
    const saved = await staff.post(path, { ...before, fromEmailAddress: 'records@act.example', emaileExpireIn: 2 });
    expect(saved.status).toBe(200);
    try {
      const { email, ticket, message } = await signUp();
      expect(message).toMatch(/It expires in 2 hours\.$/);
      const mail = (await mailsTo(email)).at(-1)!;
      expect(mail.from).toBe('records@act.example');
      expect(mail.body.text).toContain('within 2 hours');

      // Two hours and a minute later (the default lifetime is 4 hours): refused, and the link is not used up.
      const sent = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: sent + 2 * HOUR + 60_000 });
      const late = await call(county, undefined, 'POST', 'auth/completeRegistration', { ticket });
      expect([late.status, late.body.message]).toEqual([
        400,
        'This link has expired or has already been used. Request a new one.',
      ]);
      // Within the lifetime the same link still works.
      vi.setSystemTime(sent + 2 * HOUR - 5 * 60_000);
      const inTime = await call(county, undefined, 'POST', 'auth/completeRegistration', { ticket });
      expect([inTime.status, inTime.body.message]).toEqual([200, 'Registration complete.']);
    } finally {
      vi.useRealTimers();
      await staff.post(path, before);
    }
  });

  it('the From address and the link lifetime apply to the next password-reset mail', async () => {
    const { username, email, ticket } = await signUp();
    expect((await call(county, undefined, 'POST', 'auth/completeRegistration', { ticket })).status).toBe(200);
    const before = (await staff.get(path)).body.content;
    const saved = await staff.post(path, { ...before, fromEmailAddress: 'help@act.example', emaileExpireIn: 1 });
    expect(saved.status).toBe(200);
    try {
      expect((await call(county, undefined, 'POST', 'auth/forgotPassword', { username, email })).status).toBe(200);
      const reset = (await linkFromMail(email, '/passwordReset/')).split('/passwordReset/')[1]!;
      const mail = (await mailsTo(email)).at(-1)!;
      expect(mail.from).toBe('help@act.example');
      expect(mail.body.text).toContain('within 1 hour:');
      const sent = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: sent + HOUR + 60_000 });
      const late = await call(county, undefined, 'POST', 'auth/resetPassword', {
        ticket: reset,
        password: 'Second#456',
      });
      expect(late.status).toBe(400);
      vi.setSystemTime(sent + HOUR - 5 * 60_000);
      const inTime = await call(county, undefined, 'POST', 'auth/resetPassword', {
        ticket: reset,
        password: 'Second#456',
      });
      expect(inTime.status).toBe(200);
      vi.useRealTimers();

      // The username reminder comes from the same address.
      await staff.post(path, { ...before, fromEmailAddress: 'names@act.example' });
      expect((await call(county, undefined, 'POST', 'auth/forgotUsername', { email })).status).toBe(200);
      await expect.poll(async () => (await mailsTo(email)).at(-1)?.from).toBe('names@act.example');
    } finally {
      vi.useRealTimers();
      await staff.post(path, before);
    }
  });
});
