// Where a record's page images are in an import directory: one multi-page TIFF, `images/<id>.tif` (a county's
// scans), or a folder of one image a page, `images/<id>/page-<n>.jpg` (n from 1; also .png or .tif), which is what
// `npm run export --copy-images` writes: the portal's own page JPEGs, so its pages load back at their own sizes.
// The TIFF wins when both are there.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export interface RecordImages {
  /** as a problem names it: `images/A2024000123.tif` or `images/A2024000123/` */
  name: string;
  /** the files read, in page order (a folder's), or the TIFF */
  files: string[];
  pageCount(): Promise<number>;
  /** page n (from 1), not yet decoded */
  page(n: number): sharp.Sharp;
}

const PAGE_FILE = /^page-(\d+)\.(jpe?g|png|tiff?)$/i;

export function recordImages(dir: string, id: string): RecordImages | undefined {
  const tiff = join(dir, 'images', `${id}.tif`);
  if (existsSync(tiff))
    return {
      name: `images/${id}.tif`,
      files: [tiff],
      pageCount: async () => (await sharp(tiff, { pages: -1 }).metadata()).pages ?? 1,
      page: (n) => sharp(tiff, { page: n - 1 }),
    };
  const folder = join(dir, 'images', id);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return undefined;
  const pages = new Map<number, string>();
  for (const f of readdirSync(folder)) {
    const m = PAGE_FILE.exec(f);
    if (m) pages.set(Number(m[1]), join(folder, f));
  }
  const files = [...pages.keys()].sort((a, b) => a - b).map((n) => pages.get(n)!);
  return {
    name: `images/${id}/`,
    files,
    // a gap (page-1, page-3) counts only the pages before it, so the page count check names the folder
    pageCount: async () => {
      let n = 0;
      while (pages.has(n + 1)) n += 1;
      return n;
    },
    page: (n) => sharp(pages.get(n)!),
  };
}
