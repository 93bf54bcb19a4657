import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-precompress.ts';

/**
 * The English catalogue's keys are its English texts, so i18next shows a missing key as itself: the bundle needs
 * only the entries whose text differs from the key (one of a thousand), not 13 KB gzip on every first page.
 * The other catalogues and the tests read the whole file.
 */
function englishDifferencesOnly(): Plugin {
  return {
    name: 'portal-english-differences-only',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/i18n/en.json')) return;
      const entries = Object.entries(JSON.parse(code) as Record<string, string>);
      return { code: JSON.stringify(Object.fromEntries(entries.filter(([k, v]) => k !== v))), map: null };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), englishDifferencesOnly(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets the bench add up what each route loads (scripts/bench/spa.ts).
    manifest: true,
    // What the first page needs in one file beside the entry: a dozen small chunks cost requests and 3 KB of gzip.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
            {
              name: 'start',
              tags: ['$initial'],
              test: /\/(web|shared)\/src\/(?!main\.tsx)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/config.json': 'http://localhost:3000' } },
});
