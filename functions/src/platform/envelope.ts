import type { Envelope } from '@portal/shared/api/envelope';
import type { Context } from 'hono';

/** A SUCCESS envelope. */
export function ok<T>(c: Context, content?: T, message?: string, extra?: Pick<Envelope, 'lockout'>) {
  const body: Envelope<T> = { status: 'SUCCESS', ...(message ? { message } : {}), ...extra };
  if (content !== undefined) body.content = content;
  return c.json(body, 200);
}
