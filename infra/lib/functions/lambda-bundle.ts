// The esbuild bundle of a Lambda of the functions workspace, built here rather than by NodejsFunction's own
// bundling because it is split (issue 34, cold starts): what a handler imports with a dynamic import() (pdfmake,
// exceljs, pdf-lib, made only for a PDF or a workbook) is a chunk file of its own beside index.mjs in the same asset,
// read only when first used, so a bundle that never makes a PDF never parses, compiles or reads the source map of
// its 3 MB. NodejsFunction runs esbuild with --outfile, which splitting cannot use (it needs an output folder).
// The options are the ones NodejsFunction was given before: ESM for Node 22, minified, source maps, the module
// field first, every AWS SDK package bundled; native packages (sharp) left out and installed beside the bundle for
// Lambda's linux-arm64 with npm ci from the repository's lock file, as NodejsFunction's nodeModules did. esbuild runs
// in a process of its own (esbuild-split.mjs), for the one plugin: zod's unused locales are left out.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { BuildOptions } from 'esbuild';
import { bundleDataFiles } from './bundle-data-files.ts';

export interface LambdaBundleProps {
  /** the handler's file (it exports `handler`) */
  readonly entry: string;
  /** the repository root: holds package-lock.json, esbuild runs from here */
  readonly projectRoot: string;
  /** packages with native code: left out of the bundle and installed beside it for linux-arm64 */
  readonly nativeModules?: readonly string[];
}

/** The handler setting of a bundle: index.mjs, export `handler`. */
export const BUNDLE_HANDLER = 'index.handler';

// ESM output: give CommonJS dependencies their require, and their __dirname (the bundle's folder, where the data files
// they read at load are copied; a name of our own, so no module's __dirname clashes). Chunks sit in the same folder
// as index.mjs, so their __dirname is the same.
const BANNER = [
  "import { createRequire } from 'node:module';",
  "import { dirname as bundleDirname } from 'node:path';",
  "import { fileURLToPath as bundleFileURLToPath } from 'node:url';",
  'const require = createRequire(import.meta.url);',
  'const __bundle_dirname = bundleDirname(bundleFileURLToPath(import.meta.url));',
].join(' ');

const BUILD_SCRIPT = fileURLToPath(new URL('./esbuild-split.mjs', import.meta.url));

/** Builds one bundle into the asset's folder. Its fields are what CDK's asset cache key reads. */
class SplitBundling implements ILocalBundling {
  readonly entry: string;
  readonly projectRoot: string;
  readonly nativeModules: readonly string[];

  constructor(props: LambdaBundleProps) {
    this.entry = props.entry;
    this.projectRoot = props.projectRoot;
    this.nativeModules = props.nativeModules ?? [];
  }

  tryBundle(outputDir: string): boolean {
    const options: BuildOptions = {
      absWorkingDir: this.projectRoot,
      entryPoints: { index: this.entry },
      outdir: outputDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      outExtension: { '.js': '.mjs' },
      // beside index.mjs: a chunk's __dirname is the bundle's folder, where the data files are
      chunkNames: '[name]-[hash]',
      mainFields: ['module', 'main'],
      banner: { js: BANNER },
      define: { __dirname: '__bundle_dirname' },
      external: [...this.nativeModules],
      minify: true,
      sourcemap: true,
      logLevel: 'warning',
    };
    const inputs = JSON.parse(
      execFileSync(process.execPath, [BUILD_SCRIPT, JSON.stringify(options)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 1024 * 1024,
      }),
    ) as string[];
    // the files pdfmake's pdfkit, fontkit and linebreak read beside their code when they load: only in a bundle
    // that holds them
    if (inputs.some((input) => input.includes('node_modules/@foliojs-fork/'))) {
      for (const file of bundleDataFiles(this.projectRoot)) {
        mkdirSync(dirname(join(outputDir, file.to)), { recursive: true });
        copyFileSync(file.from, join(outputDir, file.to));
      }
    }
    if (this.nativeModules.length) this.installNativeModules(outputDir);
    return true;
  }

  /** npm ci of the native packages, at the versions installed here, for Lambda's linux-arm64, not this host. */
  private installNativeModules(outputDir: string): void {
    const from = createRequire(join(this.projectRoot, 'functions', 'package.json'));
    const dependencies = Object.fromEntries(
      this.nativeModules.map((name) => [name, (from(`${name}/package.json`) as { version: string }).version]),
    );
    writeFileSync(join(outputDir, 'package.json'), JSON.stringify({ dependencies }));
    copyFileSync(join(this.projectRoot, 'package-lock.json'), join(outputDir, 'package-lock.json'));
    execFileSync('npm', ['ci', '--loglevel', 'warn'], {
      cwd: outputDir,
      env: { ...process.env, npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
      stdio: ['ignore', process.stderr, 'inherit'],
    });
  }
}

/** The Lambda code of a bundle: an asset of the bundle's folder, hashed by what was built. */
export function lambdaBundle(props: LambdaBundleProps): lambda.Code {
  return lambda.Code.fromAsset(props.projectRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // never pulled: the local bundling always builds the bundle
      image: DockerImage.fromRegistry('portal-local-bundling-only'),
      local: new SplitBundling(props),
    },
  });
}
