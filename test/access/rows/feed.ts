// Access rows of the index feed (issue 31): staff, free, and the users of an account the county put on a feed plan
// (the demo title company, ACCOUNT and USER, on the demo counties' PER_DAY plan); GUEST, the shared login, and the
// accounts on no plan (CARD, FLATFEE) are refused. The link's sample asks for a day with no file (a 404 past the
// guard, nothing charged).
import type { RouteAccess, Who } from '../route-who.ts';

const onPlan: Who = ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER'];

export const feedRows: Record<string, RouteAccess> = {
  'GET /api/feed/days': { who: onPlan },
  'POST /api/feed/link': { who: onPlan, body: { day: '2001-01-01' } },
  'POST /api/feed/requestSnapshot': { who: onPlan, body: {}, sample: { extra: 1 } },
};
