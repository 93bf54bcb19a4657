// A bench that needs tables of its own: a local stack on free ports, in a temporary folder (DynamoDB in memory
// unless asked for its SQLite files on disk, as `npm start` runs it), stopped and removed when the work ends,
// however it ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startLocalStack } from '../local/stack.ts';

export async function withThrowawayStack<T>(
  name: string,
  work: () => Promise<T>,
  options: { inMemory?: boolean } = {},
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const stack = await startLocalStack({
    dataDir: dir,
    inMemory: options.inMemory ?? true,
    ports: { dynamodb: await freePort(), s3: await freePort(), ses: await freePort() },
    prefix: 'bench',
  });
  try {
    return await work();
  } finally {
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
