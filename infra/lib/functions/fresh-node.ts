// Runs a module script in a fresh Node process in a bundle's folder (as a Lambda instance would load it) and
// answers the JSON the script writes after MARKER on its standard output: the bundle test and the cold-start
// bench both load synthesized bundles this way.
import { spawn } from 'node:child_process';

export const MARKER = '@@RESULT@@';

export function runInFreshNode<T>(
  script: string,
  o: { cwd: string; env: NodeJS.ProcessEnv; name: string },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: o.cwd,
      env: o.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const at = out.lastIndexOf(MARKER);
      if (code !== 0 || at < 0) reject(new Error(`${o.name} exited ${code}: ${err.slice(-2000)}`));
      else resolve(JSON.parse(out.slice(at + MARKER.length)) as T);
    });
  });
}
