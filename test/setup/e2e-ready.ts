// Each browser file waits here for the background set-up of e2e-global.ts (the web build, the demo records, the
// stream poller); at once when it is done, as it is for every file after the first. A failed set-up fails the file
// with its error instead of letting its tests time out against a half-seeded county.
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

const file = inject('e2eReadyFile');
// the build and the record set take one to two minutes alone, several while the API tests share the processor
const deadline = Date.now() + 15 * 60_000;
while (!existsSync(file)) {
  if (Date.now() > deadline)
    throw new Error('The browser suite set-up (web build, demo records) did not end in 15 minutes.');
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const state = JSON.parse(readFileSync(file, 'utf8')) as { ok: boolean; message?: string };
if (!state.ok) throw new Error(`The browser suite set-up failed:\n${state.message}`);
