// Builds the SPA into web/dist when its sources are newer than the build (npm start, the browser tests): a later
// start with nothing changed does not build again.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function newestMtime(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newestMtime(join(path, f))));
}

/** Answers whether it built. */
export async function buildWebIfNeeded(): Promise<boolean> {
  const index = join(root, 'web', 'dist', 'index.html');
  // web/src, shared/src and web/'s own files (index.html, the Vite config and its plugins)
  const web = join(root, 'web');
  const files = readdirSync(web, { withFileTypes: true }).filter((f) => f.isFile());
  const sources = [join(web, 'src'), join(root, 'shared', 'src'), ...files.map((f) => join(web, f.name))];
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources.map(newestMtime))) return false;
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', 'web', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code})`))));
  });
  return true;
}
