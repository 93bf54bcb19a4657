// `npm start`: the local stack, the demo counties, the built SPA and the portal on http://localhost:3000.
// It serves as soon as the counties and the first documents of each are loaded (sign-in and name search work) and
// loads the rest of the demo records behind it, printing their progress; later starts find them loaded.
import { join } from 'node:path';
import { buildWebIfNeeded } from './build-web.ts';
import { localPorts } from './local/connect.ts';
import { runDemoPageText } from './local/page-text-job.ts';
import { startScheduledJobs } from './local/scheduled-jobs.ts';
import { startServer } from './local/server.ts';
import { startLocalStack } from './local/stack.ts';
import { startStreamPoller } from './local/stream-poller.ts';
import { DEMO_PASSWORD, demoCounties, demoUsers, seedDemoCounties } from './seed/demo-counties.ts';
import { demoRecordProfiles, seedDemoRecordSlice, seedDemoRecords } from './seed/demo-records.ts';

// Lambda runs Node 22; this machine has Node 20, for which the SDK prints a support notice.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const demo = {
  documents: Number(process.env.DEMO_DOCUMENTS ?? 10_000),
  imageDocuments: Number(process.env.DEMO_IMAGE_DOCUMENTS ?? 300),
  log: (line: string) => console.log(`  ${line}`),
};
const profilesOf = (ids: Array<string | undefined>) =>
  ids.flatMap((id) => (id && id in demoRecordProfiles ? [{ id, profile: demoRecordProfiles[id as DemoCounty] }] : []));
type DemoCounty = keyof typeof demoRecordProfiles;
/** documents of the first county loaded before the portal serves */
const FIRST_SLICE = 1_000;

// Each phase's time, printed at the end: where a first start goes.
const phases: string[] = [];
let mark = performance.now();
const phase = (name: string) => {
  const now = performance.now();
  phases.push(`${name} ${((now - mark) / 1000).toFixed(1)} s`);
  mark = now;
};

// One after the other: on a busy two-core machine DynamoDB Local's JVM, started beside the build, missed its minute.
console.log('Building the web app (when its sources changed)...');
phase((await buildWebIfNeeded()) ? 'web build' : 'web build (up to date)');
console.log('Starting the local stack (DynamoDB Local, S3, SES)...');
const stack = await startLocalStack({ dataDir: join(root, '.data'), ports: localPorts });
phase('stack');
process.env.DEFAULT_COUNTY ??= 'lakewood';

console.log('Loading the demo counties...');
await seedDemoCounties();
phase('counties');
const [first, ...others] = demoCounties.map((c) => c.id);
await seedDemoRecordSlice({ ...demo, slice: FIRST_SLICE, counties: profilesOf([first]) });
phase(`first ${FIRST_SLICE.toLocaleString()} documents`);

await startServer({ port, webDist: join(root, 'web', 'dist'), sesUrl: stack.sesUrl });
// the maintenance jobs and the preauthorization sweep, as the cloud's schedule runs them
const stopJobs = startScheduledJobs();
// fraud alerts: the records table's stream to the matcher, as the cloud's event source mapping does
const poller = await startStreamPoller();
await fetch(`http://localhost:${port}/config.json`);
phase('server');

const lines = [
  '',
  `Land Record Portal on http://localhost:${port}`,
  ...demoCounties.map((c) => `  ${c.name}: http://${c.id === 'lakewood' ? 'localhost' : `${c.id}.localhost`}:${port}`),
  '',
  `Demo sign-ins (every county, password ${DEMO_PASSWORD}):`,
  ...demoUsers.map(
    (u) =>
      `  ${u.role.padEnd(8)} ${u.username.padEnd(16)} ${u.account.name} (${u.account.accountType}/${u.account.paymentMethod})`,
  ),
  '',
  `Sent e-mail: ${stack.sesUrl}/ (or http://localhost:${port}/local/mail as JSON)`,
  'Stop with Ctrl+C; data stays under .data/.',
  '',
  `Answering ${process.uptime().toFixed(0)} s after start (${phases.join(', ')}).`,
];
console.log(lines.join('\n'));

// The rest of the demo records, behind the running portal: the other counties' first documents, then every set.
void (async () => {
  const started = performance.now();
  await seedDemoRecordSlice({ ...demo, slice: FIRST_SLICE, counties: profilesOf(others) });
  const loaded = await seedDemoRecords({ ...demo, generateInChild: true });
  if (loaded.length) console.log(`Demo records loaded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  // then the words of their page images (issue 33), still behind the running portal
  const counties = demoCounties.map((c) => c.id);
  if (process.env.DEMO_PAGE_TEXT !== 'off') await runDemoPageText(counties, demo.log);
})().catch((err: unknown) => console.error('Loading the demo records failed:', err));

const stop = async () => {
  stopJobs();
  await poller.stop();
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
