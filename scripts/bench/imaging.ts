// Bench: the time to build the download PDF for 1, 10 and 100 selected pages, as ms per page (goal under 20).
// Measures what imaging/getImage does after payment: read the stored page JPEGs from the images bucket and
// assemble them with pdf-lib. Then the import's cost per page of a scanned TIFF, and what the watermarked page
// preview adds to it (the renditions made with and without it, in one run). Uses the running stack when
// BUCKET_IMAGES is set, else starts a local one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { orderPdf } from '../../functions/src/areas/imaging/get-image.ts';
import { pageImageKey } from '../../functions/src/areas/imaging/page-images.ts';
import { makePreview } from '../../functions/src/areas/imaging/preview-image.ts';
import type { ImageState } from '../../functions/src/data/app/images.ts';
import { s3Client } from '../../functions/src/platform/aws.ts';
import { buckets } from '../../functions/src/platform/buckets.ts';
import { decodedPage, pageSource, storePageImages, THUMBNAIL_WIDTH } from '../import/page-images.ts';
import { startLocalStack } from '../local/stack.ts';

export interface ImagingBenchRow {
  pages: number;
  msPerPage: number;
  totalMs: number;
  pdfBytes: number;
}

export const IMAGING_GOAL_MS_PER_PAGE = 20;
const COUNTY = 'bench-imaging';
const DOC = 'bench-doc';

/** A scanned-looking letter page at 150 dpi: lines of "words" (ink blocks with speckle), about 300 KB as JPEG. */
export async function scannedPage(page: number): Promise<Buffer> {
  const width = 1275;
  const height = 1650;
  const pixels = Buffer.alloc(width * height, 242);
  let seed = page * 7919;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed;
  };
  for (let top = 150; top < height - 150; top += 30) {
    for (let x = 120; x < width - 120; x += 9) {
      if (rand() % 6 === 0) continue; // a space between words
      const glyph = rand();
      for (let y = top; y < top + 16; y++) {
        for (let dx = 0; dx < 7; dx++) {
          if ((glyph >> ((y - top + dx) % 16)) & 1) pixels[y * width + x + dx] = 30 + (rand() % 50);
        }
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 75 })
    .toBuffer();
}

function stateFor(pages: number): ImageState {
  const list = Array.from({ length: pages }, (_, i) => i + 1);
  return {
    county: COUNTY,
    docId: DOC,
    pages: list,
    title: 'Bench document',
    selectedAsCsv: '',
  } as unknown as ImageState;
}

export interface ImportCostRow {
  /** storePageImages: the three renditions and their writes */
  storedMsPerPage: number;
  /** the page JPEG and thumbnail alone, each from the TIFF file, as the import made them before previews */
  withoutPreviewMs: number;
  /** the three renditions from the page decoded once, as the import makes them now */
  withPreviewMs: number;
}

const IMPORT_PAGES = 10;

/** CPU time of `fn` in ms (libvips' threads included): on a shared machine steadier than the wall clock. */
async function cpuMs(fn: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

async function benchImportCost(dir: string, log: (line: string) => void): Promise<ImportCostRow> {
  const pages = await Promise.all(Array.from({ length: IMPORT_PAGES }, (_, i) => scannedPage(i + 1)));
  const tiff = join(dir, 'bench-import.tif');
  await sharp(pages, { join: { animated: true } })
    .tiff({ compression: 'lzw' })
    .toFile(tiff);
  // Before previews the importer made the page JPEG and the thumbnail, each from the TIFF file; now it decodes
  // the page once and makes the preview as well.
  const renditions = (preview: boolean) => async () => {
    for (let p = 1; p <= IMPORT_PAGES; p++) {
      const source = preview ? await decodedPage(tiff, p) : pageSource(tiff, p);
      await Promise.all([
        source.clone().jpeg({ quality: 70, mozjpeg: true }).toBuffer(),
        source.clone().resize({ width: THUMBNAIL_WIDTH }).jpeg({ quality: 70 }).toBuffer(),
        ...(preview ? [makePreview(source.clone())] : []),
      ]);
    }
  };
  await renditions(true)(); // warm up libvips
  // Interleaved, best of each: a load that comes and goes touches both alike.
  let without = Number.POSITIVE_INFINITY;
  let withPreview = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 4; r++) {
    without = Math.min(without, await cpuMs(renditions(false)));
    withPreview = Math.min(withPreview, await cpuMs(renditions(true)));
  }
  const started = performance.now();
  await storePageImages(COUNTY, 'bench-import', tiff);
  const row = {
    storedMsPerPage: (performance.now() - started) / IMPORT_PAGES,
    withoutPreviewMs: without / IMPORT_PAGES,
    withPreviewMs: withPreview / IMPORT_PAGES,
  };
  log(
    `imaging: import of a scanned page (JPEG, thumbnail, preview, stored) ${row.storedMsPerPage.toFixed(0)} ms/page; ` +
      `its renditions take ${row.withPreviewMs.toFixed(0)} ms CPU/page, ${row.withoutPreviewMs.toFixed(0)} before ` +
      `previews (x${(row.withPreviewMs / row.withoutPreviewMs).toFixed(2)})`,
  );
  return row;
}

export async function benchImaging(log: (line: string) => void = console.log): Promise<ImagingBenchRow[]> {
  let stop: (() => Promise<void>) | undefined;
  let dir = '';
  if (!process.env.BUCKET_IMAGES) {
    dir = mkdtempSync(join(tmpdir(), 'bench-imaging-'));
    const stack = await startLocalStack({ dataDir: dir, inMemory: true, prefix: 'bench' });
    stop = () => stack.stop();
  }
  try {
    log('imaging: storing 100 scanned page images...');
    const sizes: number[] = [];
    for (let p = 1; p <= 100; p++) {
      const jpeg = await scannedPage(p);
      sizes.push(jpeg.length);
      await s3Client().send(
        new PutObjectCommand({ Bucket: buckets.images, Key: pageImageKey(COUNTY, DOC, p), Body: jpeg }),
      );
    }
    log(`imaging: page images average ${Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024)} KB`);
    await orderPdf(stateFor(3)); // warm up the clients and pdf-lib
    const rows: ImagingBenchRow[] = [];
    for (const pages of [1, 10, 100]) {
      const runs = pages === 100 ? 3 : 5;
      let best = Number.POSITIVE_INFINITY;
      let bytes = 0;
      for (let r = 0; r < runs; r++) {
        const started = performance.now();
        const pdf = await orderPdf(stateFor(pages));
        best = Math.min(best, performance.now() - started);
        bytes = pdf?.length ?? 0;
      }
      rows.push({ pages, msPerPage: best / pages, totalMs: best, pdfBytes: bytes });
    }
    for (const r of rows) {
      const verdict = r.msPerPage < IMAGING_GOAL_MS_PER_PAGE ? 'ok' : 'OVER GOAL';
      log(
        `imaging: PDF of ${String(r.pages).padStart(3)} pages  ${r.totalMs.toFixed(1).padStart(8)} ms  ` +
          `${r.msPerPage.toFixed(2).padStart(6)} ms/page  (goal < ${IMAGING_GOAL_MS_PER_PAGE})  ${verdict}`,
      );
    }
    const workDir = dir || mkdtempSync(join(tmpdir(), 'bench-imaging-'));
    try {
      await benchImportCost(workDir, log);
    } finally {
      if (!dir) rmSync(workDir, { recursive: true, force: true });
    }
    return rows;
  } finally {
    await stop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchImaging();
  process.exit(0);
}
