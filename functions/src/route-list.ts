// Every route the API answers, read off the mounted app itself: the deployed HTTP API, the role x route access
// table and the bad-input walk all start from this list, so a route added to an area is seen by all three.
import { createApp } from './app.ts';

export interface AppRoute {
  readonly method: string;
  /** Hono's form, with `:param` segments, under /api */
  readonly path: string;
}

export function appRoutes(): AppRoute[] {
  const seen = new Map<string, AppRoute>();
  for (const { method, path } of createApp().routes) {
    // middleware and validators are registered too: ALL for middleware, and a route with a validator twice
    if (method === 'ALL') continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
