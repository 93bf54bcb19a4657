// The calls behind the Feed page (issue 31): the days' files and the snapshot with the caller's plan, a signed link
// to one file (charged once per account and file), and a snapshot asked for.
import type { FeedDays, FeedLink, FeedLinkRequest, FeedSnapshotRequested } from '@portal/shared/feed/schemas';
import useSWR from 'swr';
import { apiGet, apiPost } from '#src/lib/api.ts';

export const useFeedDays = () => useSWR<FeedDays>('feed/days', () => apiGet<FeedDays>('feed/days'));

export const linkFeedFile = (ask: FeedLinkRequest) => apiPost<FeedLink>('feed/link', ask);

export const requestSnapshot = () => apiPost<FeedSnapshotRequested>('feed/requestSnapshot', {});
