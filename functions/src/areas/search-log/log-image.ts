// An image purchase under a title file: its entry is a Put that goes into the purchase's own transaction (the
// charge, the ledger entry, the order marked PAID), so a paid order has exactly one entry and an unpaid one none,
// whatever the retry or race. The file is listed first, on its own: listing a file whose purchase then fails
// changes nothing that matters.
import { formatPageList } from '@portal/shared/imaging/page-list';
import type { ImageState } from '#src/data/app/images.ts';
import { noteSearchLogFile, searchLogEntryPut } from '#src/data/app/search-log.ts';
import type { TransactItem } from '#src/data/dynamo/transact-item.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { logContext } from './log-context.ts';

/** The items to write with the purchase's charge: none when no file is named. */
export async function imagePurchaseLog(
  user: SessionUser,
  titleFile: string | undefined,
  state: ImageState,
): Promise<TransactItem[]> {
  if (!titleFile) return [];
  const { county } = state;
  const { at, ttl, verifiedThrough } = await logContext(county, state.documentType === 'T' ? 'torrens' : 'abstract');
  const pages = formatPageList(state.pages);
  const entry = {
    at,
    kind: 'IMAGES' as const,
    description: `Image purchase: ${state.title}, pages ${pages}`,
    document: state.title,
    pages,
    resultCount: state.pages.length,
    verifiedThrough,
  };
  const event = { county, userId: user.userId, titleFile, ttl };
  await noteSearchLogFile({ ...event, at });
  return [searchLogEntryPut({ ...event, eventId: `IMAGE-${state.guid}`, entry })];
}
