// One bundle's esbuild build for lambda-bundle.ts, in a process of its own: a CDK local bundling must finish
// synchronously, and esbuild's synchronous API takes no plugins. The build options come as JSON (argv[2]); the paths
// of the inputs it bundled are printed as JSON.
import { dirname } from 'node:path';
import { build } from 'esbuild';

// zod's `z` namespace (`import { z } from 'zod'`) holds `locales`, the error messages of some 50 languages: 260 kB of
// every bundle's 0.8 MB read at load, parsed on each cold start. The portal sets no locale (zod's own default,
// English, is imported by zod directly), so `locales` is made to hold English only.
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[/\\]node_modules[/\\]zod[/\\]/.test(args.importer)
        ? { path: `${dirname(args.importer)}/../locales/index.js`, namespace: 'zod-english-only' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

const { metafile } = await build({ ...JSON.parse(process.argv[2] ?? '{}'), metafile: true, plugins: [zodEnglishOnly] });
process.stdout.write(JSON.stringify(Object.keys(metafile.inputs)));
