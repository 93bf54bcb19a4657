// Page images: each record with pages gets images/<docId>.tif, a multi-page TIFF of 850 x 1100 pixel pages (letter
// at 100 dpi), 1-bit and CCITT Group 4 compressed as recorders scan them. Pages are composed in memory (canvas.ts)
// and encoded by sharp (libvips writes one page per `pageHeight` strip of a tall image). A few images are encoded
// at a time, so composing the next overlaps encoding the last.
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { PAGE_HEIGHT, PAGE_WIDTH, type Page } from './canvas.ts';
import type { Recorded, TaxLienInput } from './draft.ts';
import { loadFonts } from './glyphs.ts';
import type { LedgerLine } from './old-books.ts';
import type { PageContext } from './pages-common.ts';
import { documentPages } from './pages-document.ts';
import { ledgerPage } from './pages-ledger.ts';
import { lienPages } from './pages-lien.ts';
import type { CountyProfile } from './profile.ts';
import { hashString, Random } from './random.ts';

const DOTS_PER_MM = 100 / 25.4;

export interface ImageStats {
  files: number;
  pages: number;
  bytes: number;
  /** wall time from the first image to the last written */
  ms: number;
}

/** Writes pages as one multi-page TIFF; returns its size in bytes. */
export async function writeTiff(path: string, pages: Page[]): Promise<number> {
  const raw = Buffer.concat(pages.map((p) => p.data));
  await sharp(raw, {
    raw: { width: PAGE_WIDTH, height: PAGE_HEIGHT * pages.length, channels: 1, pageHeight: PAGE_HEIGHT },
  })
    .toColourspace('b-w')
    .tiff({
      compression: 'ccittfax4',
      bitdepth: 1,
      miniswhite: true,
      xres: DOTS_PER_MM,
      yres: DOTS_PER_MM,
      resolutionUnit: 'inch',
    })
    .toFile(path);
  return (await stat(path)).size;
}

export class ImageWriter {
  private readonly dir: string;
  private readonly inFlight = new Set<Promise<void>>();
  private started = 0;
  private failure: unknown;
  private readonly stats: ImageStats = { files: 0, pages: 0, bytes: 0, ms: 0 };

  constructor(
    outDir: string,
    private readonly profile: CountyProfile,
    private readonly seed: number,
    private readonly concurrency = 4,
    /** told each document's pages as composed (the page text bench and tests keep what was typed on them) */
    private readonly onPages?: (docId: string, pages: Page[]) => void,
  ) {
    this.dir = join(outDir, 'images');
  }

  /** The images of a recorded document (its row's pageCount pages). */
  document(rec: Recorded): Promise<void> {
    const docId = `${rec.row.docType}${rec.row.docNumber}`;
    return this.enqueue(docId, (ctx) => documentPages(ctx, rec));
  }

  lien(row: TaxLienInput, moment: number, pages: number): Promise<void> {
    return this.enqueue(`${row.docType}${row.docNumber}`, (ctx) => lienPages(ctx, row, moment, pages));
  }

  ledger(docId: string, title: string, lines: LedgerLine[]): Promise<void> {
    return this.enqueue(docId, async (ctx) => [ledgerPage(ctx, title, lines)]);
  }

  /** Waits for the images under way. */
  async drain(): Promise<ImageStats> {
    while (this.inFlight.size) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
    if (this.started) this.stats.ms += performance.now() - this.started;
    this.started = 0;
    return { ...this.stats };
  }

  private async enqueue(docId: string, compose: (ctx: PageContext) => Promise<Page[]>): Promise<void> {
    if (!this.started) {
      mkdirSync(this.dir, { recursive: true });
      this.started = performance.now();
    }
    while (this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
    const job = (async () => {
      const fonts = await loadFonts();
      const rng = new Random(hashString(docId, this.seed));
      const pages = await compose({ fonts, profile: this.profile, rng });
      this.onPages?.(docId, pages);
      const bytes = await writeTiff(join(this.dir, `${docId}.tif`), pages);
      this.stats.files += 1;
      this.stats.pages += pages.length;
      this.stats.bytes += bytes;
    })();
    const tracked: Promise<void> = job
      .catch((err: unknown) => {
        this.failure ??= err;
      })
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}
