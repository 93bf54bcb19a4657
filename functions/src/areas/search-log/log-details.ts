// A details view under a title file: logged when the pane was shown (one asking for payment first showed nothing),
// naming the document. Like a search's entry it never fails the (maybe paid) answer it logs.
import type { RecordedDocument } from '@portal/shared/search/results';
import { noteSearchLogFile, putSearchLogEntry } from '#src/data/app/search-log.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { newId } from '#src/platform/ids.ts';
import { logContext } from './log-context.ts';

export async function logDetails(
  county: string,
  user: SessionUser,
  titleFile: string | undefined,
  item: 'documentDetails' | 'taxLienDetails',
  details: RecordedDocument | null,
): Promise<void> {
  if (!titleFile || !details) return;
  try {
    const kind = item === 'taxLienDetails' ? 'lien' : details.docType === 'T' ? 'torrens' : 'abstract';
    const { at, ttl, verifiedThrough } = await logContext(county, kind);
    const document = [details.instrumentDescription, details.displayDocNumber || details.docId]
      .filter(Boolean)
      .join(' ');
    const entry = {
      at,
      kind: 'DETAILS' as const,
      description: `${item === 'taxLienDetails' ? 'Tax lien details' : 'Document details'}: ${document}`,
      document,
      resultCount: 1,
      verifiedThrough,
    };
    const event = { county, userId: user.userId, titleFile, ttl };
    await Promise.all([putSearchLogEntry({ ...event, eventId: newId(), entry }), noteSearchLogFile({ ...event, at })]);
  } catch (err) {
    console.warn(`[search-log] details of ${user.userId} not logged under ${titleFile}`, err);
  }
}
