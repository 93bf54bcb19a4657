// A search under a title file: logged once it has answered with its rows (a search that stopped at a payment
// window ran nothing, and a page or re-sort of a shown search is the same search), in the words of its Recent
// Searches line. It never fails the search it logs: the search may have been paid for; a failure is a log line.
import type { SearchHistoryEntry } from '@portal/shared/search/results';
import { noteSearchLogFile, putSearchLogEntry } from '#src/data/app/search-log.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { newId } from '#src/platform/ids.ts';
import { logContext, type RecordKind } from './log-context.ts';

export interface RanSearch {
  entry: SearchHistoryEntry;
  total: number;
  truncated: boolean;
}

const kindOf = (type: string): RecordKind =>
  type.startsWith('searchByTorrens') ? 'torrens' : type === 'searchByTaxLien' ? 'lien' : 'abstract';

export async function logSearch(
  county: string,
  user: SessionUser,
  titleFile: string | undefined,
  ran: RanSearch | undefined,
): Promise<void> {
  if (!titleFile || !ran) return;
  try {
    const { at, ttl, verifiedThrough } = await logContext(county, kindOf(ran.entry.type));
    const entry = {
      at,
      kind: 'SEARCH' as const,
      description: ran.entry.longDescription,
      type: ran.entry.type,
      criteriaJson: ran.entry.criteriaJson,
      resultCount: ran.total,
      truncated: ran.truncated,
      verifiedThrough,
    };
    const event = { county, userId: user.userId, titleFile, ttl };
    await Promise.all([putSearchLogEntry({ ...event, eventId: newId(), entry }), noteSearchLogFile({ ...event, at })]);
  } catch (err) {
    console.warn(`[search-log] search of ${user.userId} not logged under ${titleFile}`, err);
  }
}
