// A throwaway PostgreSQL server for the adapter's tests, from Debian's package (npm test installs it): a new
// cluster in a temporary folder with password (scram) sign-in, on a free loopback port, stopped and removed after.
// Run as the postgres user when the tests run as root (the server refuses root). Undefined when not installed.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed server's programs (Debian keeps each major version under /usr/lib/postgresql/<n>). */
const versions = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .map(Number)
      .sort((a, b) => b - a)
  : [];
const BIN = `/usr/lib/postgresql/${versions[0] ?? 0}/bin`;
export const hasPostgres = existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'postgres'));
export const SUPER_PASSWORD = 'ls1-test-super';

export interface LocalPostgres {
  port: number;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function startLocalPostgres(): Promise<LocalPostgres> {
  const root = process.getuid?.() === 0;
  const ids = root
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
      }
    : {};
  const dir = mkdtempSync(join(tmpdir(), 'ls1-pg-'));
  chmodSync(dir, 0o700);
  const pwfile = join(dir, 'pw');
  writeFileSync(pwfile, SUPER_PASSWORD);
  if (ids.uid !== undefined) {
    chownSync(dir, ids.uid, ids.gid);
    chownSync(pwfile, ids.uid, ids.gid);
  }
  const data = join(dir, 'data');
  execFileSync(
    join(BIN, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '--no-sync'],
    { stdio: 'ignore', ...ids },
  );
  const port = await freePort();
  const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'];
  const server: ChildProcess = spawn(join(BIN, 'postgres'), args, { stdio: 'ignore', ...ids });
  const ready = Date.now() + 20_000;
  for (;;) {
    try {
      execFileSync(join(BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      break;
    } catch {
      if (Date.now() > ready) throw new Error('the local PostgreSQL did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    port,
    stop: async () => {
      const exited = new Promise((r) => server.once('exit', r));
      // SIGINT: PostgreSQL's fast shutdown
      server.kill('SIGINT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
