// The words of a page and of a 'Words on the page' search, read the same way (issue 33): upper case, accents
// dropped, apostrophes removed, any other punctuation a break ('LOT-5' is LOT then 5). The stop list holds the
// words on nearly every page of a deed: they are not indexed (docs/page-text-index.md), so a search of them
// alone is refused, and inside a quoted phrase they count only as a word's place.

/** Words too common to index: over half of the demo pages hold each of them. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'A AN AND ARE AS AT BE BY FOR FROM HAS HAVE HEREBY HEREIN IN IS IT ITS OF ON OR SAID SUCH THAT THE THEIR ' +
    'THIS TO WAS WHICH WITH'
  ).split(' '),
);

/** The words of a text in reading order, each as it is keyed; stop words included (they hold a place). */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['\u2019`]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** One part of a search: a single word, or a phrase whose words must stand next to each other in this order. */
export interface WordsTerm {
  /** the words, stop words included, as keyed */
  words: string[];
  phrase: boolean;
}

/** A search text split into loose words and "quoted phrases" (an unclosed quote runs to the end). */
export function termsOf(text: string): WordsTerm[] {
  const terms: WordsTerm[] = [];
  const parts = text.split('"');
  parts.forEach((part, i) => {
    const words = wordsOf(part);
    if (i % 2 === 1) {
      if (words.length) terms.push({ words, phrase: words.length > 1 });
    } else {
      for (const w of words) terms.push({ words: [w], phrase: false });
    }
  });
  return terms;
}

/** The words a search looks up: every word of every term that is not a stop word, each once. */
export const keyWordsOf = (terms: WordsTerm[]): string[] => [
  ...new Set(terms.flatMap((t) => t.words.filter((w) => !isStopWord(w)))),
];

/** The stop words of a search that has no other word (what the refusal names). */
export function onlyCommonWords(text: string): string[] {
  const terms = termsOf(text);
  return keyWordsOf(terms).length ? [] : [...new Set(terms.flatMap((t) => t.words))];
}

/** The word boxes at some places of a page (the places a search matched), counting words as the index does. */
export function boxesAt<W extends { text: string }>(lines: Array<{ words: W[] }>, places: readonly number[]): W[] {
  const wanted = new Set(places);
  const out: W[] = [];
  let place = 0;
  for (const line of lines) {
    for (const word of line.words) {
      const n = wordsOf(word.text).length;
      if (Array.from({ length: n }, (_, k) => place + k).some((p) => wanted.has(p))) out.push(word);
      place += n;
    }
  }
  return out;
}
