// The readable preview of a page: about 1,000 px wide, so a buyer can read what they are about to pay for, with a
// tiled diagonal PREVIEW watermark over the whole page, so the preview is no free copy of the image it sells.
// Made at import beside the thumbnail (scripts/import/page-images.ts) and, for pages imported before previews
// existed, on the first request (preview-store.ts).
// sharp is loaded on first use, not at the module's load: the imaging Lambda answers every other call without
// its native code, and its bundle (with Lambda's linux-arm64 sharp beside it) loads on any machine.
import type { Sharp } from 'sharp';

export const PREVIEW_WIDTH = 1000;

// The word is drawn with stroked paths, not <text>: a Lambda has no fonts for librsvg to draw text with.
// Each letter is a 10 x 14 box of strokes.
const LETTERS: Record<string, string> = {
  P: 'M0 14V0H7Q10 0 10 3.5T7 7H0',
  R: 'M0 14V0H7Q10 0 10 3.5T7 7H0M5 7L10 14',
  E: 'M10 0H0V14H10M0 7H7',
  V: 'M0 0L5 14L10 0',
  I: 'M2 0H8M5 0V14M2 14H8',
  W: 'M0 0L2.5 14L5 5L7.5 14L10 0',
};
const WORD = 'PREVIEW';
const SCALE = 4;
const ADVANCE = 14;
const TILE = { width: 500, height: 340 };

function watermarkTile(): Buffer {
  const letters = [...WORD].map((ch, i) => `<path transform="translate(${i * ADVANCE} 0)" d="${LETTERS[ch]}"/>`);
  const wordWidth = (WORD.length - 1) * ADVANCE + 10;
  // A light halo under a dark stroke: the word shows on white paper, on dark ink and on grey scans alike.
  const word = (stroke: string, opacity: number, width: number) =>
    `<g stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="${width}">${letters.join('')}</g>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}">
<g transform="translate(${TILE.width / 2} ${TILE.height / 2}) rotate(-30) scale(${SCALE}) translate(${-wordWidth / 2} -7)"
 fill="none" stroke-linecap="round" stroke-linejoin="round">
${word('#ffffff', 0.3, 3.2)}${word('#606060', 0.45, 1.6)}
</g></svg>`;
  return Buffer.from(svg);
}

let tile: Buffer | undefined;

/** The preview JPEG of a page, from its stored page image (or an import's decoded page). */
export async function makePreview(page: Uint8Array | Sharp): Promise<Buffer> {
  tile ??= watermarkTile();
  const source = page instanceof Uint8Array ? (await import('sharp')).default(page) : page;
  // One pipeline: sharp composites after resizing, so the tile repeats over the preview's own pixels. Plain JPEG,
  // not mozjpeg: a third bigger but four times faster, and the import makes one of these per page.
  return source
    .flatten({ background: '#ffffff' })
    .resize({ width: PREVIEW_WIDTH })
    .composite([{ input: tile, tile: true, gravity: 'northwest' }])
    .toColourspace('b-w')
    .jpeg({ quality: 70 })
    .toBuffer();
}
