// The browser suite's background set-up, a child process of e2e-global.ts: builds the web app when its sources are
// newer than the build, loads a small demo record set and then runs the records stream poller until it is told to
// stop (SIGTERM). A process of its own because vitest's main process switches its environment and AWS clients to the
// API tests' stack while it sets that stack up (api-global.ts); this one keeps the browser stack's from its start.
// Usage: tsx test/setup/e2e-background.ts <work folder> <ready file>
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildWebIfNeeded } from '../../scripts/build-web.ts';
import { type StreamPoller, startStreamPoller } from '../../scripts/local/stream-poller.ts';
import { seedDemoRecords } from '../../scripts/seed/demo-records.ts';

const [workDir, readyFile] = process.argv.slice(2) as [string, string];
let poller: StreamPoller | undefined;

process.on('SIGTERM', () => {
  void (poller?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
});

try {
  await buildWebIfNeeded();
  // A small demo set (the same generator as npm start's), so the browser suite searches real records.
  await seedDemoRecords({ documents: 1200, imageDocuments: 20, workDir: join(workDir, 'demo') });
  // fraud alerts: the records stream to the matcher, as npm start runs it (from here on: not the demo seed)
  poller = await startStreamPoller();
  writeFileSync(readyFile, JSON.stringify({ ok: true }));
} catch (error) {
  writeFileSync(readyFile, JSON.stringify({ ok: false, message: (error as Error).stack ?? String(error) }));
  process.exit(1);
}
