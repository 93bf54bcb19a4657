// For command-line tools (import, seed): use the AWS the environment names (the cloud, with credentials), else
// the stack of a running `npm start`, else start that stack on .data/ for as long as the tool runs.
import { join } from 'node:path';
import { resetClients } from '../../functions/src/platform/aws.ts';
import { type LocalStack, stackEnv, startLocalStack } from './stack.ts';

/** The ports of `npm start`'s local stack. */
export const localPorts = { dynamodb: 8100, s3: 8101, ses: 8102 };

export async function connectToStack(): Promise<{ where: string; stop(): Promise<void> }> {
  if (process.env.TABLE_APP && process.env.TABLE_RECORDS) {
    return { where: `AWS (${process.env.AWS_REGION ?? 'default region'})`, stop: async () => {} };
  }
  if (await answers(localPorts.dynamodb)) {
    Object.assign(process.env, stackEnv(localPorts));
    resetClients();
    return { where: 'the running npm start stack', stop: async () => {} };
  }
  const stack: LocalStack = await startLocalStack({
    dataDir: join(import.meta.dirname, '..', '..', '.data'),
    ports: localPorts,
  });
  return { where: 'the local stack under .data/', stop: () => stack.stop() };
}

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
