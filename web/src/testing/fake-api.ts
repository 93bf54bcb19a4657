// The one stand-in for the server in component tests: fetch answers each call by "METHOD path" (the path after
// /api/) from the routes given, with a JSON envelope (or a PDF), records every call, and answers 404 otherwise.
import { vi } from 'vitest';

export type Answer = { status?: number; body?: unknown; pdf?: string };
export type Route = (body: unknown) => Answer | Promise<Answer>;

export interface Call {
  /** "METHOD path", e.g. 'POST search/searchByName' */
  key: string;
  path: string;
  body: unknown;
}

export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit = {}) => {
      const path = String(url).replace(/^.*\/api\//, '');
      const key = `${init.method ?? 'GET'} ${path}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, path, body });
      const route = routes[key];
      const answer = route ? await route(body) : failure(404, `No such call: ${key}.`);
      if (answer.pdf) return new Response(answer.pdf, { status: 200, headers: { 'content-type': 'application/pdf' } });
      return new Response(JSON.stringify(answer.body ?? { status: 'SUCCESS' }), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    /** the paths called, in order */
    paths: () => calls.map((c) => c.path),
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
