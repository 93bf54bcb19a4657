// Amazon Textract's answer to DetectDocumentText (PAGE, LINE and WORD blocks) to the words the tesseract path gives
// (tsv-words.ts), so groupLines and the PageText contract do not know which engine read the page. Only WORD blocks
// are taken: a LINE is Textract's own grouping, and the lines are made from the boxes as for tesseract. Textract
// gives a box as ratios of the page (Left, Top, Width, Height in 0..1); the contract wants the image's pixels.
import type { Block } from '@aws-sdk/client-textract';
import type { PageWord } from '@portal/shared/page-text/page-text';

export interface ImageSize {
  width: number;
  height: number;
}

export function textractWords(blocks: readonly Block[], { width, height }: ImageSize): PageWord[] {
  const px = (ratio: number, size: number) => Math.min(size, Math.max(0, Math.round(ratio * size)));
  const words: PageWord[] = [];
  for (const block of blocks) {
    const box = block.Geometry?.BoundingBox;
    const text = block.Text?.trim();
    // one image is one page; a block of another page would be a multi-page document's, which we never send
    if (block.BlockType !== 'WORD' || !text || !box || (block.Page ?? 1) !== 1) continue;
    const left = box.Left ?? 0;
    const top = box.Top ?? 0;
    words.push({
      text,
      x0: px(left, width),
      y0: px(top, height),
      x1: px(left + (box.Width ?? 0), width),
      y1: px(top + (box.Height ?? 0), height),
      confidence: Math.min(100, Math.max(0, block.Confidence ?? 0)),
    });
  }
  return words;
}
