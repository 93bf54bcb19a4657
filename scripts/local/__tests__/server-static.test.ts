// The local server sends the SPA as CloudFront does: brotli or gzip by Accept-Encoding (the build writes both
// copies), hashed files under /assets cached for a year, index.html revalidated on every load.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLocalApp } from '../server.ts';

const dist = mkdtempSync(join(tmpdir(), 'server-static-'));
const script = `export const answer = ${'"forty-two ".repeat(200)'};\n`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(dist, 'assets', 'main-Ab12Cd34.js'), script);
writeFileSync(join(dist, 'assets', 'main-Ab12Cd34.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'main-Ab12Cd34.js.gz'), gzipSync(script));
const app = buildLocalApp({ webDist: dist, sesUrl: 'http://127.0.0.1:9' });
const get = (path: string, encoding?: string) =>
  app.request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the SPA as the local server sends it', () => {
  it('sends brotli when the browser takes it, else gzip, else the file itself', async () => {
    const br = await get('/assets/main-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get('/assets/main-Ab12Cd34.js', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/main-Ab12Cd34.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await plain.text()).toBe(script);
  });

  it('caches hashed assets for a year and makes index.html revalidate, on / and on a deep link', async () => {
    const asset = await get('/assets/main-Ab12Cd34.js', 'br');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/search/SearchResults']) {
      const page = await get(path, 'br');
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('<title>portal</title>');
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  it('sends an /external... address to the same path on the server, and serves /externalsearch as the SPA', async () => {
    const external = await get('/externalLink/abc?x=1');
    expect(external.status).toBe(302);
    expect(external.headers.get('Location')).toBe('/api/externalLink/abc?x=1');
    const deepLink = await get('/externalsearch/parcelid/R100');
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<title>portal</title>');
  });
});
