// Access rows of the money e-mail settings (issue 31): every signed-in caller reads their own; all but the shared
// GUEST login save the monthly statement choice; only an ACCOUNT administrator sets the low-balance threshold (the
// flat-fee administrator is let through and answered 409: a flat-fee account has no usage balance to watch).
import { notGuest, type RouteAccess, signedIn } from '../route-who.ts';

export const moneyMailRows: Record<string, RouteAccess> = {
  'GET /api/account/moneyMail': { who: signedIn },
  'POST /api/account/monthlyStatement': { who: notGuest, sample: { monthlyStatement: true } },
  'POST /api/account/lowBalanceThreshold': { who: ['ACCOUNT', 'FLATFEE'], sample: { thresholdCents: null } },
};
