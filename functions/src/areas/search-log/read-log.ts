// searchLog/files and searchLog/entries: one page of the caller's own files, or of one of their files' entries.
// Everything is keyed by the caller's own user id and county, so no request can name another user's log; a
// page's cursor is the last sort key read, checked to be of the kind it pages.
import type { SearchLogEntriesPage, SearchLogFilesPage } from '@portal/shared/search-log/types';
import { listSearchLogEntries, listSearchLogFiles } from '#src/data/app/search-log.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { badRequest } from '#src/platform/errors.ts';

const checked = (cursor: string | undefined, prefix: string) => {
  if (cursor !== undefined && !cursor.startsWith(prefix)) {
    throw badRequest('cursor: Invalid page reference.', { cursor: 'Invalid page reference.' });
  }
  return cursor;
};

export async function readFiles(county: string, user: SessionUser, cursor?: string): Promise<SearchLogFilesPage> {
  const { files, next } = await listSearchLogFiles(county, user.userId, checked(cursor, 'F#'));
  return { files, ...(next ? { nextCursor: next } : {}) };
}

export async function readEntries(
  county: string,
  user: SessionUser,
  titleFile: string,
  cursor?: string,
): Promise<SearchLogEntriesPage> {
  const { entries, next } = await listSearchLogEntries(county, user.userId, titleFile, checked(cursor, 'E#'));
  return { titleFile, entries, ...(next ? { nextCursor: next } : {}) };
}
