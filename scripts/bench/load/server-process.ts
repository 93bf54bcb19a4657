// Starts the portal's server (server.ts) in a child Node process on a free loopback port, with the stack's
// environment, and stops it. Its own process, as `npm start` runs it: the examiners' driver does not share its
// event loop. `cpuProfile` writes a V8 profile of the server to that folder when it stops (where a search's time
// goes under load).
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../local/stack.ts';

export interface ServerProcess {
  port: number;
  /** the stack's environment (endpoints, table and bucket names, SES_URL) */
  env: Record<string, string>;
  child: ChildProcess;
  /** has the server write its trace (LOAD_TRACE) so far */
  writeTrace(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>, cpuProfile?: string): Promise<ServerProcess> {
  let stackEnv: Record<string, string> = {};
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
      const ready = /READY (\{.*\})/.exec(d.toString());
      if (!ready) return;
      stackEnv = JSON.parse(ready[1]!);
      resolve();
    });
  });
  child.removeAllListeners('exit');
  let stopped: Promise<void> | undefined;
  return {
    port,
    env: stackEnv,
    child,
    writeTrace: () =>
      new Promise<void>((resolve) => {
        const done = (d: Buffer) => {
          if (!d.toString().includes('TRACED')) return;
          child.stdout?.off('data', done);
          resolve();
        };
        child.stdout?.on('data', done);
        child.kill('SIGUSR2');
      }),
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      });
      return stopped;
    },
  };
}
