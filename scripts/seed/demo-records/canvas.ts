// A page being composed: 8-bit gray, white paper, ink laid on by taking the darker of paper and ink. A scanned
// page is never quite square, so everything drawn is shifted a little and sheared by the page's skew, and the
// scanner adds specks.
import type { Bitmap, GlyphFont } from './glyphs.ts';
import type { Random } from './random.ts';

export const PAGE_WIDTH = 850;
export const PAGE_HEIGHT = 1100;

export class Page {
  readonly data: Uint8Array;
  readonly width = PAGE_WIDTH;
  readonly height = PAGE_HEIGHT;
  private readonly skew: number;
  private readonly dx: number;
  private readonly dy: number;
  /** Every string typed on the page, in the order typed: the text a recognition of the page is measured against. */
  readonly typed: string[] = [];

  constructor(rng: Random) {
    this.data = new Uint8Array(PAGE_WIDTH * PAGE_HEIGHT).fill(255);
    this.skew = (rng.next() - 0.5) * 0.008;
    this.dx = rng.int(-6, 6);
    this.dy = rng.int(-6, 6);
  }

  /** Lays a coverage bitmap with its top left at (x, y). */
  bitmap(b: Bitmap, x: number, y: number): void {
    const px = Math.round(x + this.dx);
    const py = Math.round(y + this.dy + x * this.skew);
    const { width, height, data } = b;
    const out = this.data;
    const x0 = Math.max(0, -px);
    const x1 = Math.min(width, PAGE_WIDTH - px);
    const y0 = Math.max(0, -py);
    const y1 = Math.min(height, PAGE_HEIGHT - py);
    for (let yy = y0; yy < y1; yy++) {
      const src = yy * width;
      const dst = (py + yy) * PAGE_WIDTH + px;
      for (let xx = x0; xx < x1; xx++) {
        const ink = data[src + xx] as number;
        if (ink) {
          const v = 255 - ink;
          if (v < (out[dst + xx] as number)) out[dst + xx] = v;
        }
      }
    }
  }

  /** Types `text` with its baseline at y; returns the x after it. */
  text(font: GlyphFont, x: number, y: number, text: string): number {
    const top = y - font.baseline;
    this.typed.push(text);
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code !== 32) {
        const glyph = font.glyphs[code >= 32 && code <= 126 ? code - 32 : 31] as Bitmap;
        this.bitmap(glyph, x, top);
      }
      x += font.pitch;
    }
    return x;
  }

  centered(font: GlyphFont, cx: number, y: number, text: string): void {
    this.text(font, cx - (text.length * font.pitch) / 2, y, text);
  }

  right(font: GlyphFont, rx: number, y: number, text: string): void {
    this.text(font, rx - text.length * font.pitch, y, text);
  }

  /** Types a paragraph wrapped to `width` pixels from (x, y); returns the baseline after its last line. */
  paragraph(font: GlyphFont, x: number, y: number, width: number, text: string, lineHeight = font.lineHeight): number {
    for (const line of wrap(text, Math.floor(width / font.pitch))) {
      this.text(font, x, y, line);
      y += lineHeight;
    }
    return y;
  }

  fill(x: number, y: number, w: number, h: number, shade = 0): void {
    for (let yy = Math.max(0, Math.round(y)); yy < Math.min(PAGE_HEIGHT, Math.round(y + h)); yy++) {
      for (let xx = Math.max(0, Math.round(x)); xx < Math.min(PAGE_WIDTH, Math.round(x + w)); xx++) {
        const sx = Math.round(xx + this.dx);
        const sy = Math.round(yy + this.dy + xx * this.skew);
        if (sx >= 0 && sx < PAGE_WIDTH && sy >= 0 && sy < PAGE_HEIGHT) {
          const at = sy * PAGE_WIDTH + sx;
          if (shade < (this.data[at] as number)) this.data[at] = shade;
        }
      }
    }
  }

  hline(x: number, y: number, w: number, thick = 1): void {
    this.fill(x, y, w, thick);
  }

  vline(x: number, y: number, h: number, thick = 1): void {
    this.fill(x, y, thick, h);
  }

  rect(x: number, y: number, w: number, h: number, thick = 1): void {
    this.hline(x, y, w, thick);
    this.hline(x, y + h - thick, w, thick);
    this.vline(x, y, h, thick);
    this.vline(x + w - thick, y, h, thick);
  }

  /** A line from (x0, y0) to (x1, y1), `thick` pixels wide. */
  line(x0: number, y0: number, x1: number, y1: number, thick = 2): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      this.fill(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, thick, thick);
    }
  }

  circle(cx: number, cy: number, r: number, thick = 2): void {
    const steps = Math.ceil(2 * Math.PI * r);
    for (let i = 0; i < steps; i++) {
      const a = (i / steps) * 2 * Math.PI;
      this.fill(cx + r * Math.cos(a), cy + r * Math.sin(a), thick, thick);
    }
  }

  /** A handwritten signature: a few loops and a long stroke, different for each signer. */
  signature(rng: Random, x: number, y: number, width: number): void {
    const loops = rng.int(4, 9);
    const height = rng.int(12, 24);
    const phase = rng.next() * Math.PI;
    const wobble = 0.5 + rng.next();
    let px = x;
    let py = y;
    const steps = 140;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const a = t * loops * Math.PI * 2 + phase;
      // loops: the pen runs ahead and curls back, higher at the capitals
      const nx = x + t * width * 0.85 + Math.cos(a) * 7 * wobble;
      const ny = y - (Math.sin(a) * 0.5 + 0.5) * height * (1.2 - t * 0.7) - Math.sin(t * Math.PI * 3) * 3;
      this.line(px, py, nx, ny, 2);
      px = nx;
      py = ny;
    }
    this.line(px, py, x + width, y + rng.int(-6, 4), 2);
  }

  /** Dust and specks of a scanner glass. */
  specks(rng: Random, count: number): void {
    for (let i = 0; i < count; i++) {
      const size = rng.chance(0.8) ? 1 : 2;
      this.fill(rng.int(0, PAGE_WIDTH - 2), rng.int(0, PAGE_HEIGHT - 2), size, size);
    }
  }
}

/** Words into lines of at most `columns` characters (a longer word is cut). */
export function wrap(text: string, columns: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    if (!line) line = word;
    else if (line.length + 1 + word.length <= columns) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
    while (line.length > columns) {
      lines.push(line.slice(0, columns));
      line = line.slice(columns);
    }
  }
  if (line) lines.push(line);
  return lines;
}
