// The boxes of the words a 'Words on the page' search found (issue 33), drawn over a page image. The boxes are in
// the full image's pixels (the page text's width and height); the preview is scaled, so each box is placed in
// percent of the page and scales with the image. Put it in a `relative` box the size of the image. Decorative for
// a screen reader: the text panel holds the same words as text.
import type { PageText } from '@portal/shared/page-text/page-text';
import { boxesAt } from '@portal/shared/search/page-words';
import { highlightedPlaces } from '#src/lib/page-highlight.ts';

export function PageWordHighlights({ docId, text }: { docId: string; text: PageText | undefined }) {
  if (!text) return null;
  const places = highlightedPlaces(docId, text.page);
  if (!places.length) return null;
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-testid="word-highlights">
      {boxesAt(text.lines, places).map((w) => (
        <span
          key={`${w.x0},${w.y0}`}
          className="absolute rounded-sm bg-amber-300/50 ring-2 ring-amber-500"
          style={{
            left: pct(w.x0, text.width),
            top: pct(w.y0, text.height),
            width: pct(w.x1 - w.x0, text.width),
            height: pct(w.y1 - w.y0, text.height),
          }}
        />
      ))}
    </div>
  );
}
