// Access rows of the search log of a title file (issue 32): every signed-in user but GUEST (a login the public
// shares keeps no log), in both demo counties; each reads only its own log (search-log.test.ts).
import { notGuest, type RouteAccess } from '../route-who.ts';

export const searchLogRows: Record<string, RouteAccess> = {
  'POST /api/searchLog/files': { who: notGuest, sample: { cursor: 'F#2026-1187' } },
  'POST /api/searchLog/entries': { who: notGuest, sample: { titleFile: '2026-1187', cursor: 'E#2026' } },
  'POST /api/searchLog/pdf': { who: notGuest, sample: { titleFile: '2026-1187' } },
};
