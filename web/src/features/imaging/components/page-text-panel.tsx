// The recognised text of a page beside its image (issue 33): real text, so a screen reader reads it and a user
// can select and copy it, one paragraph a line in the page's reading order, under a note that a machine read it.
// A page not read yet says so; the image stays the record.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRef } from '../api/imaging.ts';
import { getPageText, type PageTextAnswer } from '../api/page-text.ts';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'answer'; answer: PageTextAnswer };

export function PageTextPanel({ doc, pageNumber }: { doc: DocumentRef; pageNumber: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ kind: 'loading' });
    getPageText(doc, pageNumber)
      .then((answer) => current && setLoaded({ kind: 'answer', answer }))
      .catch((err: Error) => current && setLoaded({ kind: 'failed', message: err.message }));
    return () => {
      current = false;
    };
  }, [doc, pageNumber]);
  return (
    <section
      aria-labelledby={headingId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded border border-slate-300 bg-white p-3 focus:outline-none focus:ring-2 focus:ring-brand-600"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('Text of page {{page}}', { page: pageNumber })}
      </h3>
      <p className="mb-2 text-sm text-slate-700">
        {t('Recognised by machine from the page image: it may have mistakes. The image is the record.')}
      </p>
      {loaded.kind === 'loading' && <p className="text-sm">{t('Loading…')}</p>}
      {loaded.kind === 'failed' && <p className="text-sm text-red-800">{t(loaded.message)}</p>}
      {loaded.kind === 'answer' && loaded.answer.state === 'NOT_YET' && (
        <p className="text-sm">{t('The text of this page has not been recognised yet.')}</p>
      )}
      {loaded.kind === 'answer' && loaded.answer.state === 'READY' && (
        <div className="select-text font-mono text-sm leading-relaxed text-slate-900" data-testid="page-text">
          {loaded.answer.text.lines.map((line, i) => (
            // lines have no id of their own; their order is the page's and never changes while shown
            <p key={i}>{line.text}</p>
          ))}
        </div>
      )}
    </section>
  );
}
