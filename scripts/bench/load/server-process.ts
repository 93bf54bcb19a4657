// Starts the portal's server (server.ts) in a child Node process on a free loopback port, with the stack's
// environment, and stops it. Its own process, as `npm start` runs it: the examiners' driver does not share its
// event loop. `cpuProfile` writes a V8 profile of the server to that folder when it stops (where a search's time
// goes under load).
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../local/stack.ts';

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>, cpuProfile?: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfile}`] : []),
      '--import',
      'tsx',
      join(import.meta.dirname, 'server.ts'),
    ],
    { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const errors: string[] = [];
  child.stderr?.on('data', (d: Buffer) => errors.push(d.toString()));
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${errors.join('').slice(-2000)}`)));
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('READY')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    port,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
