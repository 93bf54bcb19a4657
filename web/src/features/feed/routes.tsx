// /feed: mounted lazily by app/areas.tsx. The index feed's page for staff and the users of an account on a feed
// plan (the server refuses the rest with a message the page shows); GUEST, the shared login, is not offered it.
import { FeedPage } from './feed-page.tsx';

export default function FeedArea() {
  return <FeedPage />;
}
