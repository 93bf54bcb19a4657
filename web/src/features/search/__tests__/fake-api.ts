// A stand-in for the server in component tests: answers by "METHOD path" and records every call.
import { vi } from 'vitest';

export type Answer = { status?: number; body?: unknown };
export type Route = (body: unknown) => Answer | Promise<Answer>;

export function fakeApi(routes: Record<string, Route>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      const path = String(url).replace(/^.*\/api\//, '');
      const key = `${init.method ?? 'GET'} ${path}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      const route = routes[key];
      const answer = route ? await route(body) : { status: 404, body: { status: 'ERROR', message: 'No such call.' } };
      return new Response(JSON.stringify(answer.body ?? { status: 'SUCCESS' }), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    /** the bodies sent to one call */
    bodies: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body as Record<string, unknown>),
  };
}

export const success = (content?: unknown, message?: string): Answer => ({
  body: { status: 'SUCCESS', content, message },
});
export const failure = (status: number, message: string, errors?: Record<string, string>): Answer => ({
  status,
  body: { status: 'ERROR', message, errors },
});
