// Type for the page images, rendered once per process with sharp from SVG: every printable ASCII character of a
// few monospaced faces (the typewriter and the recorder's stamp) becomes a small coverage bitmap, and headings are
// rendered whole and kept. Pages are then composed by copying these bitmaps, which is hundreds of times faster than
// rendering each page's text as SVG.
import sharp from 'sharp';

export interface Bitmap {
  width: number;
  height: number;
  /** coverage 0 (paper) to 255 (ink), row by row */
  data: Uint8Array;
}

export interface GlyphFont {
  /** advance from one character to the next */
  pitch: number;
  lineHeight: number;
  /** cell size and where the baseline lies in it */
  cellWidth: number;
  cellHeight: number;
  baseline: number;
  /** by character code - 32 */
  glyphs: Bitmap[];
}

export interface Fonts {
  body: GlyphFont;
  bold: GlyphFont;
  small: GlyphFont;
  stamp: GlyphFont;
  heading: GlyphFont;
}

const FIRST = 32;
const LAST = 126;
/** ink darker than the threshold of the 1-bit page; antialiased edges count a little more, as on a photocopy */
const INK_GAIN = 1.6;

const escapeXml = (c: string) =>
  c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : c === "'" ? '&apos;' : c;

async function coverage(svg: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function glyphFont(family: string, weight: 'normal' | 'bold', size: number, pitch: number): Promise<GlyphFont> {
  const cellWidth = Math.ceil(size * 1.2);
  const cellHeight = Math.ceil(size * 1.5);
  const baseline = Math.round(size * 1.1);
  const count = LAST - FIRST + 1;
  const texts: string[] = [];
  for (let c = FIRST; c <= LAST; c++) {
    const x = (c - FIRST) * cellWidth + 2;
    texts.push(`<text x="${x}" y="${baseline}">${escapeXml(String.fromCharCode(c))}</text>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${count * cellWidth}" height="${cellHeight}" font-family="${family}" font-weight="${weight}" font-size="${size}" fill="#000">${texts.join('')}</svg>`;
  const atlas = await coverage(svg);
  const glyphs: Bitmap[] = [];
  for (let i = 0; i < count; i++) {
    const data = new Uint8Array(cellWidth * cellHeight);
    for (let y = 0; y < cellHeight; y++) {
      for (let x = 0; x < cellWidth; x++) {
        const v = atlas.data[y * atlas.width + i * cellWidth + x] as number;
        data[y * cellWidth + x] = Math.min(255, Math.round(v * INK_GAIN));
      }
    }
    glyphs.push({ width: cellWidth, height: cellHeight, data });
  }
  return { pitch, lineHeight: Math.round(size * 1.3), cellWidth, cellHeight, baseline, glyphs };
}

let fonts: Promise<Fonts> | undefined;

/** The faces, rendered on first use. */
export function loadFonts(): Promise<Fonts> {
  fonts ??= (async () => ({
    body: await glyphFont('DejaVu Sans Mono', 'normal', 15, 9),
    bold: await glyphFont('DejaVu Sans Mono', 'bold', 15, 9),
    small: await glyphFont('DejaVu Sans Mono', 'normal', 12, 7),
    stamp: await glyphFont('DejaVu Sans Mono', 'bold', 12, 7),
    heading: await glyphFont('DejaVu Sans Mono', 'bold', 20, 12),
  }))();
  return fonts;
}

const headings = new Map<string, Promise<Bitmap>>();

/** A heading in a bold serif face ('WARRANTY DEED'), rendered once per text and size. */
export function heading(text: string, size = 30): Promise<Bitmap> {
  const key = `${size}|${text}`;
  let found = headings.get(key);
  if (!found) {
    const width = Math.ceil(text.length * size * 1.05) + 40;
    const height = Math.ceil(size * 1.4);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="10" y="${Math.round(size * 1.05)}" font-family="DejaVu Serif" font-weight="bold" font-size="${size}" fill="#000">${[...text].map(escapeXml).join('')}</text></svg>`;
    found = coverage(svg).then((c) => trim({ width: c.width, height: c.height, data: new Uint8Array(c.data) }));
    headings.set(key, found);
  }
  return found;
}

/** Cuts the empty margin off the right of a bitmap (headings are rendered into a generous box). */
function trim(b: Bitmap): Bitmap {
  let right = 0;
  for (let y = 0; y < b.height; y++) {
    for (let x = b.width - 1; x > right; x--) {
      if ((b.data[y * b.width + x] as number) > 0) {
        right = x;
        break;
      }
    }
  }
  const width = Math.min(b.width, right + 4);
  const data = new Uint8Array(width * b.height);
  for (let y = 0; y < b.height; y++) data.set(b.data.subarray(y * b.width, y * b.width + width), y * width);
  return { width, height: b.height, data };
}
