// Bench (issue 20 goal 5, issue 21): the SPA as a visitor gets it. Builds it, adds up from the Vite manifest what
// the login and search routes load (JS + CSS, gzip), then serves it from the real local server on a throwaway
// stack with the demo counties and runs Lighthouse on login, home, search results and the image preview.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '../local/server.ts';
import { freePort } from '../local/stack.ts';
import { DEMO_PASSWORD, seedDemoCounties } from '../seed/demo-counties.ts';
import { demoSetName, seedDemoRecords } from '../seed/demo-records.ts';
import { type PageScore, withLighthouse } from './lighthouse.ts';
import { withThrowawayStack } from './throwaway-stack.ts';

const root = join(import.meta.dirname, '..', '..');
export const SIZE_GOALS_KB = { login: 120, search: 200 };
export const GOALS = { performance: 0.95, accessibility: 1 };

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** The files a route loads: the entry's static imports and CSS, plus each lazy module it opens and theirs. */
export function routeFiles(manifest: Manifest, lazyModules: string[]): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry');
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) walk(next);
  };
  for (const key of [entry, ...lazyModules]) walk(key);
  return [...files];
}

const routes = {
  login: [],
  search: ['src/app/shell/shell.tsx', 'src/features/search/routes.tsx'],
};

function sizes(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return Object.entries(routes).map(([name, lazyModules]) => {
    const files = routeFiles(manifest, lazyModules);
    const bytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
    return { name: name as keyof typeof SIZE_GOALS_KB, kb: bytes / 1024, files: files.length };
  });
}

const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

/** A Lakewood document with page images, from the demo set the bench loaded. */
function documentWithImages(workDir: string, set: string): string {
  for (const line of readFileSync(join(workDir, set, 'documents.ndjson'), 'utf8').split('\n')) {
    if (!line.includes('"pageCount"')) continue;
    const row = JSON.parse(line) as { docType: string; docNumber: string; pageCount: number };
    if (row.pageCount > 0) return `${row.docType}${row.docNumber}`;
  }
  throw new Error('The demo set has no document with images');
}

/** Dispatches the imaging provider's open event until its window shows (the page's script runs in Chromium). */
const openImageScript = (key: string) => `
  const open = () => {
    if (document.querySelector('[role="dialog"]')) return;
    window.dispatchEvent(new CustomEvent('portal:open-image', { detail: { documentKey: ${JSON.stringify(key)} } }));
    setTimeout(open, 100);
  };
  addEventListener('load', () => setTimeout(open, 100));`;

export async function benchSpa(log: (line: string) => void = console.log): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), 'bench-spa-'));
  try {
    log('SPA: building...');
    execFileSync('npx', ['vite', 'build', 'web', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    log('\nSPA size (JS + CSS a route loads, gzip -9, from the Vite manifest)');
    for (const s of sizes(dist)) {
      const goal = SIZE_GOALS_KB[s.name];
      log(
        `  ${s.name.padEnd(8)} ${s.kb.toFixed(1).padStart(6)} KB in ${s.files} files  goal <= ${goal} KB  ${met(s.kb <= goal)}`,
      );
    }
    await withThrowawayStack('spa', async () => {
      process.env.DEFAULT_COUNTY = 'lakewood';
      await seedDemoCounties();
      const workDir = join(dist, 'demo');
      const [documents, images] = [1200, 20];
      await seedDemoRecords({ documents, imageDocuments: images, workDir });
      const doc = documentWithImages(workDir, demoSetName('minnesota', documents, images));
      const port = await freePort();
      const server = await startServer({ port, webDist: dist, sesUrl: 'http://127.0.0.1:9' });
      const base = `http://localhost:${port}`;
      try {
        const scores = await withLighthouse(async (lh) => {
          const out: PageScore[] = [await lh.measure('login', `${base}/login`)];
          await lh.signIn(base, 'county.admin', DEMO_PASSWORD);
          out.push(await lh.measure('home', `${base}/home`));
          out.push(await lh.measure('search results', `${base}/externalsearch/documentnumber/${doc.slice(1)}`));
          // The image preview window over the home page, opened as the results' Image button does.
          out.push(
            await lh.measure('image preview', `${base}/home`, async (page) => {
              await page.evaluateOnNewDocument(openImageScript(doc));
            }),
          );
          return out;
        });
        log('\nLighthouse 12 (desktop, simulated throttling), cold load of the local server');
        for (const s of scores) {
          const { fcp, lcp, tbt, cls } = s.metrics;
          log(
            `  ${s.name.padEnd(15)} performance ${s.performance.toFixed(2)} (goal >= ${GOALS.performance}) ${met(s.performance >= GOALS.performance)}` +
              `  accessibility ${s.accessibility.toFixed(2)} (goal ${GOALS.accessibility.toFixed(2)}) ${met(s.accessibility >= GOALS.accessibility)}` +
              `  FCP ${fcp} ms, LCP ${lcp} ms, TBT ${tbt} ms, CLS ${cls}`,
          );
          for (const line of s.failing.slice(0, 8)) log(`      ${line.slice(0, 220)}`);
        }
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
