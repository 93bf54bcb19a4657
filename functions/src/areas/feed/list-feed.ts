// feed/days: the days' files built (newest first, one Query page), the latest snapshot, a snapshot asked for, and
// the caller's plan and prices.
import type { FeedDays } from '@portal/shared/feed/schemas';
import { latestSnapshot, listDayFiles, snapshotRequested } from '#src/data/records/feed-files.ts';
import type { FeedCaller } from './feed-plan.ts';

const shown = ({ day, documents, bytes, builtAt }: FeedDays['days'][number]) => ({ day, documents, bytes, builtAt });

export async function listFeed(county: string, caller: FeedCaller): Promise<FeedDays> {
  const [days, snapshot, requestedAt] = await Promise.all([
    listDayFiles(county),
    latestSnapshot(county),
    snapshotRequested(county),
  ]);
  return {
    plan: caller.plan ?? null,
    days: days.map(shown),
    snapshot: snapshot ? shown(snapshot) : null,
    snapshotRequestedAt: requestedAt ?? null,
  };
}
