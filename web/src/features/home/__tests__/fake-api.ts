// A stand-in for the server in component tests: answers by "METHOD path" and records every call.
import { vi } from 'vitest';

export type Answer = { status?: number; body?: unknown; pdf?: string };
export type Route = (body: unknown) => Answer;

export function fakeApi(routes: Record<string, Route>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (url: string | URL, init: RequestInit = {}) => {
    const path = String(url).replace(/^.*\/api\//, '');
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const route = routes[key];
    const answer = route ? route(body) : { status: 404, body: { status: 'ERROR', message: 'No such call.' } };
    if (answer.pdf) return new Response(answer.pdf, { status: 200, headers: { 'content-type': 'application/pdf' } });
    return new Response(JSON.stringify(answer.body ?? { status: 'SUCCESS' }), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export const success = (content?: unknown, message?: string): Answer => ({
  body: { status: 'SUCCESS', content, message },
});
