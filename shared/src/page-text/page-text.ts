// The recognised text of one page image (issue 33): written beside the image by the recognition step, read by the
// full-text indexer and by the page viewer's text panel. The contract between them; change it in one place.
import { z } from 'zod';

/** Version of this shape; a reader refuses what it does not know instead of guessing. */
export const PAGE_TEXT_VERSION = 1;

/** One recognised word, its box in the page image's pixels (x0,y0 top left; x1,y1 bottom right). */
export const pageWordSchema = z.object({
  text: z.string().min(1),
  x0: z.number().int().nonnegative(),
  y0: z.number().int().nonnegative(),
  x1: z.number().int().nonnegative(),
  y1: z.number().int().nonnegative(),
  /** 0..100, as the engine reports it. */
  confidence: z.number().min(0).max(100),
});

/** One line of the page in reading order: its words and their text joined by single spaces. */
export const pageLineSchema = z.object({
  text: z.string(),
  words: z.array(pageWordSchema),
});

export const pageTextSchema = z.object({
  version: z.literal(PAGE_TEXT_VERSION),
  /** Engine and version that read the page, e.g. 'tesseract 5.3.0'. */
  engine: z.string().min(1),
  documentId: z.string().min(1),
  /** 1-based page number, as in the image's key. */
  page: z.number().int().positive(),
  /** Size of the image the boxes refer to. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  lines: z.array(pageLineSchema),
  /** When it was recognised (ISO 8601). */
  recognisedAt: z.string().min(1),
});

export type PageWord = z.infer<typeof pageWordSchema>;
export type PageLine = z.infer<typeof pageLineSchema>;
export type PageText = z.infer<typeof pageTextSchema>;

/** The page's whole text, lines joined by newlines. */
export const pageTextOf = (page: PageText): string => page.lines.map((line) => line.text).join('\n');

/** Where a page's text lives in the images bucket, beside `page-<n>.jpg`. */
export const pageTextObjectKey = (county: string, documentId: string, page: number): string =>
  `C#${county}/docs/${documentId}/text-${page}.json`;
