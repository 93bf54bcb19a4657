// A stand-in for the server in component tests: answers by path and records every call.
import { vi } from 'vitest';

export type Answer = { status?: number; body?: unknown };
export type Route = (body: unknown) => Answer;

export function fakeApi(routes: Record<string, Route>) {
  const calls: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      const path = String(url).replace(/^.*\/api\//, '');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const answer = routes[path]?.(body) ?? { status: 404, body: { status: 'ERROR', message: 'No such call.' } };
      return new Response(JSON.stringify(answer.body ?? { status: 'SUCCESS' }), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, paths: () => calls.map((c) => c.path) };
}

export const success = (content?: unknown, message?: string): Answer => ({
  body: { status: 'SUCCESS', content, message },
});
export const failure = (status: number, message: string): Answer => ({ status, body: { status: 'ERROR', message } });
