// The one local Node process: the Hono API, the SPA, /config.json and the local emulators' side pages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { externalServerPath } from '@portal/shared/web/external-path';
import { Hono } from 'hono';
import { createApp } from '../../functions/src/app.ts';
import { db } from '../../functions/src/data/dynamo/client.ts';
import { s3Client, sesClient } from '../../functions/src/platform/aws.ts';
import { attachLocalFaults } from '../../functions/src/platform/faults/local-faults.ts';
import { createCardSimulator } from './card-simulator.ts';
import { publicConfig } from './public-config.ts';
import { SIMULATOR_BASE, simulatorCredentials, useCardSimulator } from './simulator-env.ts';

const immutable = 'public, max-age=31536000, immutable';

export interface ServerOptions {
  port: number;
  webDist: string;
  sesUrl: string;
}

export function buildLocalApp(options: Omit<ServerOptions, 'port'>): Hono {
  const app = new Hono();
  app.get('/config.json', (c) => c.json(publicConfig(new URL(c.req.url).origin)));
  // Sent mail, read from the SES emulator: a JSON list here and its own page at the SES URL.
  app.get('/local/mail', async (c) => c.json(await (await fetch(`${options.sesUrl}/store`)).json()));
  // The card-payment simulator (PAYMENTS.md): the provider's API and hosted form; its webhooks come back to
  // /api/webhooks/authorizenet on the origin of the page that asked for the token.
  const simulator = createCardSimulator({ ...simulatorCredentials, basePath: SIMULATOR_BASE });
  app.route(SIMULATOR_BASE, simulator.app);
  // LOCAL_FAULTS="rate=0.05,seed=7": the AWS calls fail at that rate (issue 28's fault layer); the clients are only
  // made here when asked, so they read the stack's endpoints as they would on their first call otherwise
  if (process.env.LOCAL_FAULTS) attachLocalFaults([db(), s3Client(), sesClient()]);
  app.route('/', createApp());
  // As CloudFront serves them (infra's web distribution): brotli or gzip (the build writes both copies), hashed
  // files under /assets cached for a year, index.html revalidated on every load so a deploy shows at once.
  app.use('/*', async (c, next) => {
    await next();
    const hashed = c.req.path.startsWith('/assets/') && !c.res.headers.get('Content-Type')?.startsWith('text/html');
    c.header('Cache-Control', hashed ? immutable : 'no-cache');
  });
  app.use('/*', serveStatic({ root: options.webDist, precompressed: true }));
  const index = join(options.webDist, 'index.html');
  app.get('*', (c) => {
    // an /external... address goes to the same path on the server (spec 1 section 2), as CloudFront sends it
    const external = externalServerPath(c.req.path, new URL(c.req.url).search);
    if (external) return c.redirect(external, 302);
    if (c.req.path.startsWith('/api/')) return c.notFound();
    if (!existsSync(index)) return c.text('The web app is not built: run npm start.', 503);
    return c.html(readFileSync(index, 'utf8'));
  });
  return app;
}

export function startServer(options: ServerOptions): Promise<ServerType> {
  useCardSimulator(options.port);
  // Loopback county URLs (http://localhost:3000) take the port this process serves on (platform/public-links.ts).
  process.env.PUBLIC_PORT = String(options.port);
  const app = buildLocalApp(options);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: '0.0.0.0' }, () => resolve(server));
    keepConnections(server);
  });
}

/**
 * Keeps an idle browser's connection open for a minute, as a load balancer in front of the deployed API does
 * (Node closes it after 5 s). Otherwise an examiner reading a page for a few seconds comes back on a new
 * connection, and when many do at once while the server is busy, they wait for it to take them (issue 34's load
 * bench: 200 examiners' first searches after signing in waited up to 27 s before the server saw them).
 */
export function keepConnections(server: ServerType): void {
  const http = server as import('node:http').Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
}
