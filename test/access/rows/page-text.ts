// Access rows of page text (issue 33): a page's recognised text has its page preview's rule (every signed-in
// caller whose account may retrieve images, and staff); the county's recognition job shows its progress to staff
// and is started and cancelled by the vendor (TRIMIN). The cancel's sample names no job: a valid body is a 409.
import { type RouteAccess, signedIn, staff } from '../route-who.ts';

export const pageTextRows: Record<string, RouteAccess> = {
  'GET /api/imaging/pageText/:documentType/:documentNumber/:page': {
    who: signedIn,
    params: { documentType: 'A', documentNumber: '1', page: '1' },
  },
  'GET /api/controlPanel/countyConfig/pageTextStatus': { who: staff },
  'POST /api/controlPanel/countyConfig/startPageText': { who: ['TRIMIN'], body: { mode: 'MISSING' } },
  'POST /api/controlPanel/countyConfig/cancelPageText': { who: ['TRIMIN'], sample: { jobId: 'no-such-job' } },
};
