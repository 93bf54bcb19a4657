// Tesseract's TSV output (one row per page, block, paragraph, line and word; level 5 is a word) to words with their
// boxes. Rows of other levels, and words that are only spaces, are left out.
import type { PageWord } from '@portal/shared/page-text/page-text';

export function tsvWords(tsv: string): PageWord[] {
  const words: PageWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols[0] !== '5' || cols.length < 12) continue;
    const text = cols.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height, conf] = cols.slice(6, 11).map(Number) as [number, number, number, number, number];
    words.push({
      text,
      x0: Math.max(0, left),
      y0: Math.max(0, top),
      x1: Math.max(0, left + width),
      y1: Math.max(0, top + height),
      confidence: Math.min(100, Math.max(0, conf)),
    });
  }
  return words;
}
