// The words a 'Words on the page' search found, boxed on the page preview (issue 33): only for a page a shown
// search's results point to (web/src/lib/page-highlight.ts), so other pages make no extra request.
import type { PageText } from '@portal/shared/page-text/page-text';
import { useEffect, useState } from 'react';
import { PageWordHighlights } from '#src/components/page-word-highlights.tsx';
import { highlightedPlaces } from '#src/lib/page-highlight.ts';
import type { DocumentRef } from '../api/imaging.ts';
import { getPageText } from '../api/page-text.ts';

export function PreviewHighlights({ doc, pageNumber }: { doc: DocumentRef; pageNumber: number }) {
  const docId = `${doc.documentType}${doc.documentNumber}`;
  const wanted = highlightedPlaces(docId, pageNumber).length > 0;
  const [text, setText] = useState<PageText>();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    getPageText(doc, pageNumber)
      .then((answer) => current && answer.state === 'READY' && setText(answer.text))
      .catch(() => undefined); // no boxes: the page itself still shows
    return () => {
      current = false;
    };
  }, [doc, pageNumber, wanted]);
  return <PageWordHighlights docId={docId} text={text} />;
}
