import type { Envelope } from '@portal/shared/api/envelope';
import type { Context } from 'hono';

/** A SUCCESS envelope. */
export function ok<T>(c: Context, content?: T, message?: string, extra?: Pick<Envelope, 'lockout'>) {
  const body: Envelope<T> = { status: 'SUCCESS', ...(message ? { message } : {}), ...extra };
  if (content !== undefined) body.content = content;
  return c.json(body, 200);
}

/**
 * A SUCCESS envelope whose content ends with one long string that needs no JSON escaping (base64): spliced in
 * rather than scanned by JSON.stringify, which took some 40 ms over a 10-page PDF (issue 20).
 */
export function okWithBase64<T extends object, K extends string>(c: Context, content: T, key: K, base64: string) {
  if (!/^[A-Za-z0-9+/=]*$/.test(base64.slice(0, 64))) throw new Error(`${key} is not base64`);
  // the key last, so that its value ends the text
  const { [key]: _, ...rest } = content as Record<string, unknown>;
  const head = JSON.stringify({ status: 'SUCCESS', content: { ...rest, [key]: '' } });
  return c.body(`${head.slice(0, -3)}${base64}"}}`, 200, { 'Content-Type': 'application/json' });
}
