// The recognition engine: Debian's tesseract-ocr 5 run as a command (docs/page-text.md has the measurements that
// chose it over tesseract.js). One process a page, one thread, at a lower priority than the portal, so a county's
// background job leaves the requests their processor. TESSERACT_BIN names another binary (a Lambda layer's).
import { execFile, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { promisify } from 'node:util';

const bin = () => process.env.TESSERACT_BIN ?? 'tesseract';
/** Sparse text (psm 11): reads a plat's lot numbers and the stamp's lines that the page layout mode (3) drops. */
const ARGS = ['stdin', 'stdout', '-l', 'eng', '--psm', '11', 'tsv'];

let version: Promise<string | undefined> | undefined;

/** 'tesseract 5.3.0', or undefined when the engine is not installed here. */
export function engineVersion(): Promise<string | undefined> {
  version ??= promisify(execFile)(bin(), ['--version'])
    .then(({ stdout, stderr }) => /tesseract\s+\S+/.exec(`${stdout}${stderr}`)?.[0])
    .catch(() => undefined);
  return version;
}

/** The engine's TSV of one page image (JPEG or PNG bytes). */
export function runEngine(image: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(), ARGS, {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    if (child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // a priority is a courtesy, not a condition of the work
      }
    }
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`Text recognition failed (${code}): ${err.trim().slice(0, 300)}`)),
    );
    child.stdin.on('error', () => {}); // a failed engine closes its input early; 'close' reports it
    child.stdin.end(image);
  });
}
