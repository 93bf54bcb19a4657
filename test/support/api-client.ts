// An in-process API client for tests: the real Hono app over the real local stack, with a cookie jar per client.
import type { Envelope } from '@portal/shared/api/envelope';
import { createApp } from '../../functions/src/app.ts';
import { CookieJar } from '../../scripts/local/cookie-jar.ts';

const app = createApp();

/** Where a county is addressed locally: its host names it (x-county is believed only from CloudFront). */
export function countyOrigin(county: string): string {
  return county === 'lakewood' ? 'http://localhost' : `http://${county}.localhost`;
}

export interface ApiResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export class TestClient {
  private cookies = new CookieJar();

  constructor(readonly county = 'lakewood') {}

  async call<T = unknown>(
    method: string,
    path: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const res = await app.request(`${countyOrigin(this.county)}${path.startsWith('/api') ? path : `/api/${path}`}`, {
      method,
      headers: {
        'x-requested-with': 'test',
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...this.cookies.header(),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    this.cookies.keep(res.headers.getSetCookie());
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? ((await res.json()) as Envelope<T>) : ({ status: 'SUCCESS' } as Envelope<T>);
    return { status: res.status, body, headers: res.headers };
  }

  /** The same signed-in caller addressing another county (a cross-county replay of its session). */
  inCounty(county: string): TestClient {
    const other = new TestClient(county);
    other.cookies = this.cookies.copy();
    return other;
  }

  post<T = unknown>(path: string, json: unknown = {}, headers?: Record<string, string>) {
    return this.call<T>('POST', path, json, headers);
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }

  async login(username: string, password = 'Demo#2026') {
    const res = await this.post('auth/login', { username, password });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.body.message}`);
    return res;
  }
}

/** Mail the SES emulator received for an address, newest last. */
export async function mailTo(address: string): Promise<Array<{ subject: string; body: { text?: string } }>> {
  const res = await fetch(`${process.env.SES_URL}/store`);
  const { emails } = (await res.json()) as {
    emails: Array<{ subject: string; body: { text?: string }; destination: { to: string[] } }>;
  };
  return emails.filter((e) => e.destination.to.includes(address));
}

/** The first link in the newest mail to an address that matches a path. */
export async function linkFromMail(address: string, pathPart: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const mails = await mailTo(address);
    const text = mails.at(-1)?.body.text ?? '';
    const match = text.match(new RegExp(`https?://\\S*${pathPart}\\S*`));
    if (match) return match[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${pathPart} link mailed to ${address}`);
}

let counter = 0;
/** A unique, valid username for a test. */
export function uniqueUsername(prefix = 'tester'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
}
