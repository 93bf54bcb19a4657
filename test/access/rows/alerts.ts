// Access rows of property fraud alerts (issue 22): open to anyone, signed in or not, where the county offers them
// (Lakewood); where it does not (the Marianas) every call is refused with 403 and a message, even anonymous ones,
// since no sign-in would help. The monthly counts are county staff's. A subscriber's own power is its link's token,
// which the API tests check (functions/src/areas/alerts/__tests__).
import { anyone, nobody, type RouteAccess, staff } from '../route-who.ts';

const token = 'x'.repeat(43);
const offeredInLakewood = (sample: Record<string, unknown>): RouteAccess => ({
  who: { lakewood: anyone, marianas: nobody },
  refusedWith: 403,
  sample,
});

export const alertsRows: Record<string, RouteAccess> = {
  'GET /api/alerts/page': { who: anyone },
  'POST /api/alerts/signUp': offeredInLakewood({ email: 'someone@example.com' }),
  'POST /api/alerts/confirm': offeredInLakewood({ token }),
  'POST /api/alerts/subscription': offeredInLakewood({ token }),
  'POST /api/alerts/watches/add': offeredInLakewood({ token, watch: { kind: 'NAME', lastName: 'Smith' } }),
  'POST /api/alerts/watches/remove': offeredInLakewood({ token, watchId: '7d1c3f5e-2b4a-4c6d-8e9f-0a1b2c3d4e5f' }),
  'POST /api/alerts/unsubscribe': offeredInLakewood({ token }),
  // RFC 8058: the token rides in the query; without it the call is a 400 for anyone
  'POST /api/alerts/oneClickUnsubscribe': offeredInLakewood({ 'List-Unsubscribe': 'One-Click' }),
  'GET /api/alerts/stats': { who: { lakewood: staff, marianas: nobody } },
};
