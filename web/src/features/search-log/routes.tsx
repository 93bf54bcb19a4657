// /searchLog: mounted lazily by app/areas.tsx. The search log of the user's title files (issue 32), for every
// signed-in role but GUEST (route-rules.ts; the server refuses it too).
import { SearchLogPage } from './search-log-page.tsx';

export default function SearchLogArea() {
  return <SearchLogPage />;
}
