// The portal's server alone in its own Node process for the load bench, as `npm start` serves it (one process,
// the Hono API over the stack named by the environment the bench hands it). Prints READY once it answers.
import { join } from 'node:path';
import { startServer } from '../../local/server.ts';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const port = Number(process.env.PORT);
await startServer({
  port,
  webDist: join(import.meta.dirname, '..', '..', '..', 'web', 'dist'),
  sesUrl: String(process.env.SES_URL),
});
console.log('READY');
// a normal exit, so that --cpu-prof writes its profile
process.on('SIGINT', () => process.exit(0));
