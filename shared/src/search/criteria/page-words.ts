// Search by the words on the page (issue 33): words, "an exact phrase" in quotes, the recorded date range and the
// document type. Words on nearly every page (THE, OF, SAID ...) are not indexed: a search of nothing else is
// refused with what to do; each word is one Query, so a search holds at most ten.
import { z } from 'zod';
import { DEFAULT_FROM_DATE, toUsDate } from '../dates.ts';
import { addDateIssues, documentType, fromDate, requiredText, toDate } from '../fields.ts';
import { keyWordsOf, onlyCommonWords, termsOf } from '../page-words.ts';

/** Words a search may hold besides the common ones. */
export const MAX_SEARCH_WORDS = 10;

export const pageWordsMessages = {
  tooCommon: 'These words are on nearly every page. Add a less common word.',
  tooMany: 'Ten words at most.',
  noWords: 'Type a word of letters or digits.',
} as const;

export const pageWordsSchema = (today: string) =>
  z
    .object({
      words: requiredText(200),
      documentType,
      fromRecordedDate: fromDate(),
      toRecordedDate: toDate(today),
    })
    .superRefine((v, ctx) => {
      const common = onlyCommonWords(v.words);
      const count = keyWordsOf(termsOf(v.words)).length;
      const message = common.length
        ? pageWordsMessages.tooCommon
        : v.words && !count
          ? pageWordsMessages.noWords
          : count > MAX_SEARCH_WORDS
            ? pageWordsMessages.tooMany
            : undefined;
      if (message) ctx.addIssue({ code: 'custom', path: ['words'], message });
      addDateIssues(ctx, v, today);
    });

export type PageWordsCriteria = z.infer<ReturnType<typeof pageWordsSchema>>;

export const pageWordsDefaults = (today: string): PageWordsCriteria => ({
  words: '',
  documentType: 'All',
  fromRecordedDate: DEFAULT_FROM_DATE,
  toRecordedDate: toUsDate(today),
});
