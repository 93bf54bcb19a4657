// s3rver in a Node process of its own, started with OpenSSL's legacy provider. s3rver 3.7 makes a listing's
// continuation token with single DES, which OpenSSL 3 (Node 17 and later) has only in that provider: in the
// calling process every ListObjectsV2 page that had more keys after it (over 1,000 under a prefix) was an HTTP 500
// (the 10,000-document export's object copy, issue 28). The flag is for this child only, never the portal's code.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface S3Emulator {
  stop(): Promise<void>;
}

export async function startS3Emulator(port: number, dir: string): Promise<S3Emulator> {
  const bin = require.resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // The emulator must not outlive this process, however it ends.
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  await listening(child);
  return {
    async stop() {
      process.off('exit', kill);
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves when s3rver prints that it listens; rejects with its error output if it exits first. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('S3rver listening')) resolve();
    });
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      process.stderr.write(`[s3rver] ${d.toString()}`);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with code ${code} before listening: ${err}`)));
  });
}
