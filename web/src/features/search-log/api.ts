// The search log calls (issue 32): a page of the user's title files, a page of one file's entries, and the file's
// log as a PDF. Pages go on with the cursor the server answered.
import type { SearchLogEntriesPage, SearchLogFilesPage } from '@portal/shared/search-log/types';
import { apiPost, downloadFile } from '#src/lib/api.ts';

export const listFiles = (cursor?: string) => apiPost<SearchLogFilesPage>('searchLog/files', { cursor });

export const listEntries = (titleFile: string, cursor?: string) =>
  apiPost<SearchLogEntriesPage>('searchLog/entries', { titleFile, cursor });

export const downloadLog = (titleFile: string) =>
  downloadFile('searchLog/pdf', { titleFile }, `SearchLog-${titleFile}.pdf`);
