// Every route the API answers, read off the mounted app itself: the deployed HTTP API, the role x route access
// table and the bad-input walk all start from this list, so a route added to an area is seen by all three.
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import type { AppEnv } from './platform/context.ts';

export interface AppRoute {
  readonly method: string;
  /** Hono's form, with `:param` segments, under /api */
  readonly path: string;
}

/** The routes of a Hono app (the whole API, or one area's Lambda app). */
export function routesOf(app: Hono<AppEnv>): AppRoute[] {
  const seen = new Map<string, AppRoute>();
  for (const { method, path } of app.routes) {
    // middleware and validators are registered too: ALL for middleware, and a route with a validator twice
    if (method === 'ALL') continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export function appRoutes(): AppRoute[] {
  return routesOf(createApp());
}
