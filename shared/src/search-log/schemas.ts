// The search log of a title file (issue 32): the file number an examiner names, which travels as the `titleFile`
// field of each search, details and image purchase call (never a header), and the search log calls' payloads.
// The same messages show at the web field and in the server's 400.
import { z } from 'zod';

export const TITLE_FILE_MAX = 30;
/** Entries and files per page of the Search log screen. */
export const SEARCH_LOG_PAGE_SIZE = 25;
/** Entries one PDF holds; a file with more says so at its end (its entries page on the Search log screen). */
export const SEARCH_LOG_PDF_MAX = 500;

export const titleFileMessages = {
  required: 'Enter a file number.',
  tooLong: `A file number is at most ${TITLE_FILE_MAX} characters.`,
  characters: 'A file number holds letters, digits, spaces and - . / _ only, and starts with a letter or digit.',
  guest: 'The shared guest sign-in keeps no search log. Sign in with your own user name to keep one.',
} as const;

/** A file number: the examiner's order number ('2026-1187'), as typed but trimmed. '#' is left out: it separates
 * the parts of the keys the log is stored under. */
export const titleFileSchema = z
  .string(titleFileMessages.required)
  .trim()
  .min(1, titleFileMessages.required)
  .max(TITLE_FILE_MAX, titleFileMessages.tooLong)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, titleFileMessages.characters);

/** The field a logged call carries: absent when no file is named. */
export const titleFileField = { titleFile: titleFileSchema.optional() };

/** A page's cursor: the last key the page read, as the server handed it out. */
const cursor = z.string().max(200, 'Invalid page reference.').optional();

export const searchLogFilesRequest = z.object({ cursor });
export const searchLogEntriesRequest = z.object({ titleFile: titleFileSchema, cursor });
export const searchLogPdfRequest = z.object({ titleFile: titleFileSchema });
