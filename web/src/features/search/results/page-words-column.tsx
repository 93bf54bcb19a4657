// The On the Page column of a 'Words on the page' search's results (issue 33): the page the words were first found
// on (and how many pages hold them), and the line they are on with the searched words marked. Only rows of that
// search carry pageMatch, so other results keep their columns.
import { keyWordsOf, termsOf, wordsOf } from '@portal/shared/search/page-words';
import type { PageMatch } from '@portal/shared/search/results';
import type { TFunction } from 'i18next';
import type { Column } from './result-table.tsx';

const pageMatchOf = (row: unknown) => (row as { pageMatch?: PageMatch }).pageMatch;

/** The line with every searched word marked (a word of the line is marked when it reads as a searched word). */
function Snippet({ text, words }: { text: string; words: ReadonlySet<string> }) {
  const parts = text.split(/(\s+)/);
  return (
    <q className="block text-sm text-slate-700">
      {parts.map((part, i) =>
        wordsOf(part).some((w) => words.has(w)) ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </q>
  );
}

/** The columns with On the Page last when any row says where its words were found. */
export function withPageWordsColumn<R>(
  t: TFunction,
  columns: Array<Column<R>>,
  rows: readonly R[],
  searched: string,
): Array<Column<R>> {
  if (!rows.some((r) => pageMatchOf(r))) return columns;
  const words = new Set(keyWordsOf(termsOf(searched)));
  const onPage: Column<R> = {
    header: t('On the Page'),
    cell: (r) => {
      const m = pageMatchOf(r);
      if (!m) return null;
      return (
        <>
          <div className="font-semibold">
            {m.pages > 1
              ? t('Page {{page}}; {{count}} pages hold the words', { page: m.page, count: m.pages })
              : t('Page {{page}}', { page: m.page })}
          </div>
          <Snippet text={m.snippet} words={words} />
        </>
      );
    },
  };
  return [...columns, onPage];
}
