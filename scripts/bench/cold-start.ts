// Bench: the cold start of each Lambda bundle `npm run synth` makes (cdk.out, the assets the templates name). Each
// bundle's handler file is imported by a fresh `node` process, as Lambda's Node runtime imports it: ESM, the bundle's
// folder as the working directory, the template's environment (NODE_OPTIONS=--enable-source-maps included, so the
// source map is read as it is in Lambda), names of the deployed tables and buckets made up. Printed per bundle: the
// megabytes of JavaScript a load reads (the handler file and the chunks it imports statically) and of the chunks
// only a dynamic import() reads (pdfmake, exceljs: loaded on first use), the median of three loads (performance.now() around the dynamic import) and of the process's
// own time up to the handler being loaded (performance.now() since the process began) and of the import's processor
// time (process.cpuUsage(), every thread: a figure a busy machine sways less), against the goal of issue 34:
// every bundle loads in under 300 ms on the shared two-core machine at rest. Nothing is called: only the load.
// The bundles are synthesized first when cdk.out is missing or older than the sources (--synth always, --no-synth
// never); --cdk-out=<folder> times another assembly's bundles instead (one synthesized from an older commit).
// `npm run bench -- --only=coldstart [--synth|--no-synth] [--runs 3] [--cdk-out=<folder>]`, or alone:
// `npx tsx scripts/bench/cold-start.ts [same flags]`
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARKER, runInFreshNode } from '../../infra/lib/functions/fresh-node.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const defaultCdkOut = join(root, 'cdk.out');
const GOAL_MS = 300;

export interface ColdStartBundle {
  /** the area (`home`) or the construct's path (`PreauthSweep/SweepFunction`) */
  readonly name: string;
  readonly dir: string;
  /** Lambda's handler setting: file.export */
  readonly handler: string;
  readonly environment: Record<string, string>;
}

export interface ColdStartResult {
  readonly bundle: ColdStartBundle;
  /** bytes of JavaScript a load reads (the handler file and the chunks it imports statically), and of the chunks
   * only a dynamic import() reads (pdfmake, exceljs ...) */
  readonly loadBytes: number;
  readonly lazyBytes: number;
  readonly loadMs: number;
  readonly processMs: number;
  /** processor time of the import (all the process's threads): less swayed than the load's time by a busy machine */
  readonly cpuMs: number;
}

/** The newest modification time of the files under `path` (node_modules and dot folders left out). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.') || name === '__tests__') continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

/** Whether cdk.out is missing, or older than what goes into the bundles. */
export function synthIsStale(cdkOut = defaultCdkOut): boolean {
  const manifest = join(cdkOut, 'manifest.json');
  if (!existsSync(manifest)) return true;
  const sources = ['functions/src', 'shared/src', 'infra/lib', 'infra/bin', 'package-lock.json', 'cdk.json'];
  return Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(manifest).mtimeMs;
}

type Resources = Record<
  string,
  {
    Type: string;
    Metadata?: Record<string, unknown>;
    Properties?: {
      Description?: unknown;
      Handler?: unknown;
      Environment?: { Variables?: Record<string, unknown> };
    };
  }
>;

/** Every Lambda of ours (its description starts with Portal, as in infra/test-bundles) in the synthesized templates,
 * with its code an asset folder of cdk.out; CDK's own custom resources are left out. */
export function findBundles(cdkOut = defaultCdkOut): ColdStartBundle[] {
  const bundles: ColdStartBundle[] = [];
  for (const file of readdirSync(cdkOut).filter((f) => f.endsWith('.template.json'))) {
    const { Resources = {} } = JSON.parse(readFileSync(join(cdkOut, file), 'utf8')) as { Resources?: Resources };
    for (const resource of Object.values(Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      const description = String(resource.Properties?.Description ?? '');
      if (!description.startsWith('Portal')) continue;
      const assetPath = resource.Metadata?.['aws:asset:path'];
      const handler = resource.Properties?.Handler;
      if (typeof assetPath !== 'string' || typeof handler !== 'string') continue;
      const dir = join(cdkOut, assetPath);
      if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
      const cdkPath = String(resource.Metadata?.['aws:cdk:path'] ?? assetPath);
      const area = /^Portal API area (\S+)$/.exec(description)?.[1];
      const name = area ?? cdkPath.split('/').slice(1, -1).join('/');
      const environment: Record<string, string> = {};
      for (const [key, value] of Object.entries(resource.Properties?.Environment?.Variables ?? {}))
        environment[key] = typeof value === 'string' ? value : `bench-${key.toLowerCase().replace(/_/g, '-')}`;
      bundles.push({ name, dir, handler, environment });
    }
  }
  return bundles;
}

/** The handler's file in the bundle's folder: Lambda tries .mjs, .js and .cjs. */
function entryFile(bundle: ColdStartBundle): string {
  const base = bundle.handler.slice(0, bundle.handler.lastIndexOf('.'));
  const file = ['.mjs', '.js', '.cjs'].map((ext) => join(bundle.dir, base + ext)).find((f) => existsSync(f));
  if (!file) throw new Error(`${bundle.name}: no ${base}.mjs in ${bundle.dir}`);
  return file;
}

/** The JavaScript of the asset (node_modules left out) in bytes: what loading the handler file reads (it and the
 * chunks esbuild's splitting made that it imports statically, `from"./chunk-X.mjs"`), and the rest. */
function splitBytes(dir: string, entry: string): { loadBytes: number; lazyBytes: number } {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file) || !existsSync(file)) return;
    loaded.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(import\(\s*)?["'](\.\/[^"']+\.m?js)["']/g))
      if (!m[1] && m[2]) visit(join(dirname(file), m[2]));
  };
  visit(entry);
  let all = 0;
  for (const name of readdirSync(dir, { recursive: true }) as string[])
    if (!name.startsWith('node_modules') && /\.(m|c)?js$/.test(name)) all += statSync(join(dir, name)).size;
  const loadBytes = [...loaded].reduce((sum, file) => sum + statSync(file).size, 0);
  return { loadBytes, lazyBytes: all - loadBytes };
}

// Imports the handler file as Lambda's runtime does and prints how long the import took and the process's time so far.
const RUNNER = `
const file = process.env.COLD_START_FILE;
const name = process.env.COLD_START_EXPORT;
const cpu = process.cpuUsage();
const started = performance.now();
const mod = await import(new URL(file, 'file://' + process.cwd() + '/'));
const loaded = performance.now();
const used = process.cpuUsage(cpu);
if (typeof mod[name] !== 'function') throw new Error(file + ' exports no function ' + name);
process.stdout.write('\\n${MARKER}' + JSON.stringify({ loadMs: loaded - started, processMs: loaded, cpuMs: (used.user + used.system) / 1000 }));
`;

/** One load of a bundle in a fresh process. */
function loadOnce(
  bundle: ColdStartBundle,
  file: string,
): Promise<{ loadMs: number; processMs: number; cpuMs: number }> {
  return runInFreshNode(RUNNER, {
    cwd: bundle.dir,
    env: {
      PATH: process.env.PATH ?? '',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'bench',
      AWS_SECRET_ACCESS_KEY: 'bench',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...bundle.environment,
      COLD_START_FILE: relative(bundle.dir, file),
      COLD_START_EXPORT: bundle.handler.slice(bundle.handler.lastIndexOf('.') + 1),
    },
    name: bundle.name,
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export interface ColdStartOptions {
  /** 'auto' (default): synthesize when cdk.out is missing or older than the sources */
  readonly synth?: 'auto' | 'always' | 'never';
  readonly runs?: number;
  /** another cloud assembly than the repository's cdk.out (one synthesized from an older commit, say): never synthesized */
  readonly cdkOut?: string;
}

export async function benchColdStarts(
  log: (line: string) => void = console.log,
  { synth = 'auto', runs = 3, cdkOut }: ColdStartOptions = {},
): Promise<ColdStartResult[]> {
  const assembly = cdkOut ?? defaultCdkOut;
  if (!cdkOut && (synth === 'always' || (synth === 'auto' && synthIsStale()))) {
    log('Cold starts: npm run synth (cdk.out is missing or older than the sources) ...');
    execFileSync('npm', ['run', 'synth'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  } else if (!existsSync(join(assembly, 'manifest.json'))) {
    throw new Error(`No ${assembly}/manifest.json: run npm run synth first (or drop --no-synth).`);
  }
  const bundles = findBundles(assembly);
  if (bundles.length === 0) throw new Error('cdk.out holds no Lambda bundle.');
  const files = bundles.map(entryFile);
  log(`Cold starts: ${bundles.length} bundles, ${runs} loads each, load average ${loadavg()[0]?.toFixed(2)} before`);
  // one round over every bundle, then the next: a passing burst of load elsewhere touches one run of many bundles
  const samples = bundles.map(() => [] as { loadMs: number; processMs: number; cpuMs: number }[]);
  for (let round = 0; round < runs; round++)
    for (const [i, bundle] of bundles.entries()) samples[i]?.push(await loadOnce(bundle, files[i] ?? ''));
  const results = bundles.map((bundle, i) => ({
    bundle,
    ...splitBytes(bundle.dir, files[i] ?? ''),
    loadMs: median((samples[i] ?? []).map((s) => s.loadMs)),
    processMs: median((samples[i] ?? []).map((s) => s.processMs)),
    cpuMs: median((samples[i] ?? []).map((s) => s.cpuMs)),
  }));
  const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
  const rows = [
    ['bundle', 'loaded MB', 'lazy MB', 'load ms', 'process ms', 'cpu ms', `goal < ${GOAL_MS} ms`],
    ...[...results]
      .sort((a, b) => b.loadMs - a.loadMs)
      .map((r) => [
        r.bundle.name,
        mb(r.loadBytes),
        r.lazyBytes ? mb(r.lazyBytes) : '-',
        r.loadMs.toFixed(0),
        r.processMs.toFixed(0),
        r.cpuMs.toFixed(0),
        r.loadMs < GOAL_MS ? 'MET' : 'NOT MET',
      ]),
  ];
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((row) => row[c]?.length ?? 0))) ?? [];
  for (const row of rows)
    log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  '));
  const missed = results.filter((r) => r.loadMs >= GOAL_MS).length;
  log(
    `Medians of ${runs} loads; load average ${loadavg()[0]?.toFixed(2)} after. ` +
      (missed
        ? `${missed} of ${results.length} bundles NOT under ${GOAL_MS} ms.`
        : `Every bundle under ${GOAL_MS} ms.`),
  );
  return results;
}

/** The options on the command line: --synth, --no-synth, --runs N, --cdk-out=<folder>. */
export function coldStartOptions(argv: readonly string[] = process.argv): ColdStartOptions {
  const runsAt = argv.indexOf('--runs');
  const cdkOut = argv.find((a) => a.startsWith('--cdk-out='))?.slice('--cdk-out='.length);
  return {
    ...(cdkOut ? { cdkOut } : {}),
    synth: argv.includes('--no-synth') ? 'never' : argv.includes('--synth') ? 'always' : 'auto',
    ...(runsAt > 0 ? { runs: Number(argv[runsAt + 1]) } : {}),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchColdStarts(console.log, coldStartOptions());
}
