// Alerts tests' helpers: the mail the SES emulator kept for an address (with its headers), and a subscriber made
// the way a person does it (sign up, open the confirmation link).
import { expect } from 'vitest';
import { callApp } from '../../../../../test/access/demo-callers.ts';
import { call } from '../../users/__tests__/fixtures.ts';

export interface KeptMail {
  subject: string;
  body: { text?: string; html?: string };
  destination: { to: string[] };
  headers?: Array<{ name: string; value: string }>;
}

export async function mailTo(address: string): Promise<KeptMail[]> {
  const { emails } = (await (await fetch(`${process.env.SES_URL}/store`)).json()) as { emails: KeptMail[] };
  return emails.filter((e) => e.destination.to.includes(address));
}

export const header = (mail: KeptMail, name: string) =>
  mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

/** The token at the end of the newest mailed link to `path` (/alerts/confirm/, /alerts/manage/). */
export async function mailedToken(address: string, path: string): Promise<string> {
  const text = (await mailTo(address)).at(-1)?.body.text ?? '';
  const token = new RegExp(`${path}([A-Za-z0-9_-]+)`).exec(text)?.[1];
  expect(token, `a ${path} link mailed to ${address}`).toBeTruthy();
  return token!;
}

let n = 0;
export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${++n}@alerts.example`;

export const anon = (county: string) => ({
  post: (path: string, body: unknown = {}) => call(county, undefined, 'POST', path, body),
  get: (path: string) => call(county, undefined, 'GET', path),
});

/** Signs an address up and confirms it; answers its manage token. */
export async function subscriber(county: string, email: string): Promise<string> {
  const a = anon(county);
  expect((await a.post('alerts/signUp', { email })).status).toBe(202);
  const res = await a.post('alerts/confirm', { token: await mailedToken(email, '/alerts/confirm/') });
  expect(res.status).toBe(200);
  return res.body.content.manageToken;
}

/** The RFC 8058 POST a mail program sends: a form, no cookie, no Origin, no X-Requested-With. */
export function oneClick(county: string, url: string, form = 'List-Unsubscribe=One-Click') {
  const { pathname, search } = new URL(url);
  return callApp(county, {
    method: 'POST',
    path: `${pathname}${search}`,
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': '' },
  });
}
