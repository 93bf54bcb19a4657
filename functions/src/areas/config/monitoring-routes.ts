// GET controlPanel/performanceMonitoring (the Technical page's monitoring tab, vendor staff only): the county's last
// hour of requests, errors and p50/p95 latency per API area and minute (platform/metrics-read.ts).
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { countyPerformance } from '#src/platform/metrics-read.ts';
import { requireRole } from '#src/platform/session.ts';

export const monitoringRoutes = new Hono<AppEnv>().get(
  '/controlPanel/performanceMonitoring',
  requireRole('TRIMIN'),
  async (c) => ok(c, await countyPerformance(c.get('county'))),
);
