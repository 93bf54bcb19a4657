// `npm start`: the local stack, the demo counties, the built SPA and the portal on http://localhost:3000.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { localPorts } from './local/connect.ts';
import { startMaintenanceTimer } from './local/maintenance-timer.ts';
import { startServer } from './local/server.ts';
import { startLocalStack } from './local/stack.ts';
import { DEMO_PASSWORD, demoCounties, demoUsers, seedDemoCounties } from './seed/demo-counties.ts';
import { seedDemoRecords } from './seed/demo-records.ts';

// Lambda runs Node 22; this machine has Node 20, for which the SDK prints a support notice.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);

console.log('Building the web app...');
execSync('npx vite build web --logLevel warn', { cwd: root, stdio: 'inherit' });

console.log('Starting the local stack (DynamoDB Local, S3, SES)...');
const stack = await startLocalStack({
  dataDir: join(root, '.data'),
  ports: localPorts,
});
process.env.DEFAULT_COUNTY ??= 'lakewood';

console.log('Loading the demo counties...');
await seedDemoCounties();
// 10,000 documents per county (the first start generates and imports them; later starts find them loaded).
await seedDemoRecords({
  documents: Number(process.env.DEMO_DOCUMENTS ?? 10_000),
  imageDocuments: Number(process.env.DEMO_IMAGE_DOCUMENTS ?? 300),
  log: (line) => console.log(`  ${line}`),
});

await startServer({ port, webDist: join(root, 'web', 'dist'), sesUrl: stack.sesUrl });
const stopMaintenance = startMaintenanceTimer();

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
];
console.log(lines.join('\n'));

const stop = async () => {
  stopMaintenance();
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
