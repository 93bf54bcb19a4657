// Words into lines in reading order, from their boxes alone: the sparse-text mode that reads the most words of our
// pages (docs/page-text.md) reports scattered fragments, not lines. A word joins the line whose vertical middle
// lies within its height; lines run top to bottom, words left to right. Our pages are one column (a plat's lot
// numbers sit in rows), so this is their reading order.
import type { PageLine, PageWord } from '@portal/shared/page-text/page-text';

export function groupLines(words: PageWord[]): PageLine[] {
  const byTop = [...words].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2 || a.x0 - b.x0);
  const lines: Array<{ middle: number; words: PageWord[] }> = [];
  for (const word of byTop) {
    const middle = (word.y0 + word.y1) / 2;
    const line = lines.find((l) => l.middle >= word.y0 && l.middle <= word.y1);
    if (line) line.words.push(word);
    else lines.push({ middle, words: [word] });
  }
  return lines
    .sort((a, b) => a.middle - b.middle)
    .map((l) => {
      const sorted = l.words.sort((a, b) => a.x0 - b.x0);
      return { text: sorted.map((w) => w.text).join(' '), words: sorted };
    });
}
