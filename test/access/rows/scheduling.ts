// Access rows of purge and billing on demand, performance monitoring (spec 3 sections 2.5, 7.5): the county's
// staff may purge and bill (the registry lets both edit userPurgeNow and billingSchedule); only the vendor's staff
// see the performance monitoring. The matrix's purge date
// is long past (nobody is purged), and its billing run leaves automatic billing off.
import { type RouteAccess, staff } from '../route-who.ts';

const billingForm = { automaticBilling: false, renewalDay: 1, renewalTime: '0:00', confirm: true };

export const schedulingRows: Record<string, RouteAccess> = {
  'POST /api/controlPanel/countyConfig/userPurgeNow': { who: staff, body: { purgeDate: '01/01/2000' } },
  'POST /api/controlPanel/countyConfig/runBilling': { who: staff, body: billingForm },
  // the server monitoring tab of the Technical page: vendor staff only
  'GET /api/controlPanel/performanceMonitoring': { who: ['TRIMIN'] },
};
