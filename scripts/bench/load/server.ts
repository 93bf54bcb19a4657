// The portal's server in its own Node process for the load bench, as `npm start` runs it: one process holding the
// Hono API and the S3 and SES emulators, DynamoDB Local beside it (the stack kept in LOAD_STACK_DIR). The
// simulated examiners' driver runs in the bench's process, so it takes no turn on this event loop. Prints
// READY and the stack's environment once it answers. With LOAD_JOIN (a stack's environment) it serves over a
// stack another server process started, as a second Lambda function does.
// With LOAD_TRACE set to a file, every request's time is split by what it waited for (each DynamoDB and S3 call,
// by command) and written there when the process stops: where a search's milliseconds go under load.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { db } from '../../../functions/src/data/dynamo/client.ts';
import { resetClients, s3Client } from '../../../functions/src/platform/aws.ts';
import { buildLocalApp, keepConnections } from '../../local/server.ts';
import { useCardSimulator } from '../../local/simulator-env.ts';
import { startLocalStack } from '../../local/stack.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const port = Number(process.env.PORT);
const traceFile = process.env.LOAD_TRACE;

export interface TracedRequest {
  path: string;
  /** who sent it (the examiner's kind) and how long it waited between leaving the driver and this fetch */
  who: string;
  waited: number;
  /** when the server took it (epoch ms) */
  at: number;
  ms: number;
  /** each call the request made: command, start and end (ms since the request started), in the order they ended */
  calls: Array<[string, number, number]>;
}

export interface Trace {
  requests: TracedRequest[];
  /** the event loop's delay (ms): how long a ready callback waited for the loop, p50 / p99 / max */
  loopDelay: { p50: number; p99: number; max: number };
}
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const traced: TracedRequest[] = [];
const current = new AsyncLocalStorage<{ entry: TracedRequest; started: number }>();

function traceSends(client: { send: (command: never) => Promise<unknown> }) {
  const send = client.send.bind(client);
  client.send = (async (command: { constructor: { name: string } }) => {
    const started = performance.now();
    try {
      return await send(command as never);
    } finally {
      const request = current.getStore();
      request?.entry.calls.push([
        command.constructor.name.replace('Command', ''),
        started - request.started,
        performance.now() - request.started,
      ]);
    }
  }) as never;
}

// LOAD_JOIN: the environment of a stack another server process started (a second Lambda's process, see index.ts)
const joined = process.env.LOAD_JOIN ? (JSON.parse(process.env.LOAD_JOIN) as Record<string, string>) : undefined;
if (joined) {
  Object.assign(process.env, joined);
  resetClients();
}
const stack = joined
  ? { env: joined, sesUrl: String(joined.SES_URL), stop: async () => {} }
  : await startLocalStack({ dataDir: String(process.env.LOAD_STACK_DIR), prefix: 'load' });
process.env.SES_URL = stack.sesUrl;
useCardSimulator(port);
process.env.PUBLIC_PORT = String(port);
const app = buildLocalApp({
  webDist: join(import.meta.dirname, '..', '..', '..', 'web', 'dist'),
  sesUrl: String(process.env.SES_URL),
});
if (traceFile) {
  traceSends(db() as never);
  traceSends(s3Client() as never);
}
const fetch = traceFile
  ? async (req: Request) => {
      const sent = Number(req.headers.get('x-load-sent'));
      const entry: TracedRequest = {
        path: new URL(req.url).pathname,
        who: req.headers.get('x-load-who') ?? '',
        waited: sent ? Date.now() - sent : 0,
        at: Date.now(),
        ms: 0,
        calls: [],
      };
      const started = performance.now();
      const res = await current.run({ entry, started }, () => app.fetch(req));
      entry.ms = performance.now() - started;
      traced.push(entry);
      return res;
    }
  : app.fetch;
await new Promise<void>((resolve) => {
  const server = serve({ fetch, port, hostname: '0.0.0.0' }, () => resolve());
  keepConnections(server);
});
console.log(`READY ${JSON.stringify({ ...stack.env, SES_URL: stack.sesUrl })}`);

// a normal exit, so that --cpu-prof writes its profile
process.on('SIGINT', async () => {
  await stack.stop();
  process.exit(0);
});
// the trace so far, on the bench's asking
process.on('SIGUSR2', () => {
  const ms = (ns: number) => ns / 1e6;
  const trace: Trace = {
    requests: traced,
    loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
  };
  if (traceFile) writeFileSync(traceFile, JSON.stringify(trace));
  console.log('TRACED');
});
