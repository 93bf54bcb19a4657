// searchLog/* (issue 32): a signed-in user's title files, one file's entries (paged) and its log as a PDF. Nothing
// is deleted: the log is a record, kept for the county's audit retention. GUEST is a login the public shares and
// keeps no log (title-file.ts).
import {
  searchLogEntriesRequest,
  searchLogFilesRequest,
  searchLogPdfRequest,
  titleFileMessages,
} from '@portal/shared/search-log/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '#src/platform/context.ts';
import { ok } from '#src/platform/envelope.ts';
import { currentUser, refuseGuest, requireUser } from '#src/platform/session.ts';
import { body } from '#src/platform/validate.ts';
import { readEntries, readFiles } from './read-log.ts';
import { searchLogPdf } from './search-log-pdf.ts';

/** A file name made of the file number's safe characters. */
const fileName = (titleFile: string) => `SearchLog-${titleFile.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;

export const searchLogRoutes = new Hono<AppEnv>()
  .use('/searchLog/*', requireUser, refuseGuest(titleFileMessages.guest))
  .post('/searchLog/files', body(searchLogFilesRequest), async (c) =>
    ok(c, await readFiles(c.get('county'), currentUser(c), c.req.valid('json').cursor)),
  )
  .post('/searchLog/entries', body(searchLogEntriesRequest), async (c) => {
    const { titleFile, cursor } = c.req.valid('json');
    return ok(c, await readEntries(c.get('county'), currentUser(c), titleFile, cursor));
  })
  .post('/searchLog/pdf', body(searchLogPdfRequest), async (c) => {
    const { titleFile } = c.req.valid('json');
    const stream = await searchLogPdf(c.get('county'), currentUser(c), titleFile);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return c.body(new Uint8Array(Buffer.concat(chunks)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName(titleFile)}"`,
      'Cache-Control': 'no-store',
    });
  });
