// Files that bundled dependencies read from disk beside their own code when they load, with
// fs.readFileSync(__dirname + '/name'), which esbuild cannot inline: pdfmake's text layout (fontkit's and
// linebreak's Unicode tries) and pdfkit's metrics of the standard PDF fonts (data/*.afm, an ICC profile). In a
// bundle all of them run from the bundle's own folder (pdfmake's chunk sits beside index.mjs), so that is where they
// are copied, in the bundles that hold pdfmake (lambda-bundle.ts); without them the home Lambda failed at load with
// ENOENT './data.trie'.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface DataFile {
  /** absolute path on the build machine */
  readonly from: string;
  /** path inside the bundle's folder */
  readonly to: string;
}

/** Where a package is installed, as `fromPackageJson`'s package would find it. */
function packageDir(fromPackageJson: string, name: string): string {
  return dirname(createRequire(fromPackageJson).resolve(`${name}/package.json`));
}

export function bundleDataFiles(projectRoot: string): DataFile[] {
  const pdfmake = packageDir(join(projectRoot, 'functions', 'package.json'), 'pdfmake');
  const pdfkit = packageDir(join(pdfmake, 'package.json'), '@foliojs-fork/pdfkit');
  const linebreak = packageDir(join(pdfmake, 'package.json'), '@foliojs-fork/linebreak');
  const fontkit = packageDir(join(pdfkit, 'package.json'), '@foliojs-fork/fontkit');
  const inFolder = (dir: string, to: string, keep: (name: string) => boolean) =>
    readdirSync(dir)
      .filter(keep)
      .map((name) => ({ from: join(dir, name), to: to ? `${to}/${name}` : name }));
  return [
    ...inFolder(fontkit, '', (name) => name.endsWith('.trie')),
    { from: join(linebreak, 'src', 'classes.trie'), to: 'classes.trie' },
    ...inFolder(join(pdfkit, 'js', 'data'), 'data', () => true),
  ];
}
