// Access rows of e-file (spec 3 sections 2.1, 7.1) and the county's e-file intake queue. /efile has no login check:
// anyone reads the county's e-file settings; uploading, paying and submitting need a signed-in user who is not a
// guest, in a county whose efile setting is on (marianas; lakewood's is off, so every caller is refused there).
// The queue is for county staff in either county.
import { anyone, nobody, notGuest, type RouteAccess, staff } from '../route-who.ts';

const filers = { lakewood: nobody, marianas: notGuest };
const imageId = '7d1c3f5e-2b4a-4c6d-8e9f-0a1b2c3d4e5f';
const contact = {
  name: 'Sam Olson',
  email: 'someone@example.com',
  address1: '100 Main Street',
  address2: '',
  city: 'Saipan',
  state: 'MP',
  zip: '96950',
};

export const efileRows: Record<string, RouteAccess> = {
  'GET /api/efile/settings': { who: anyone },
  'POST /api/efile/uploadUrl': {
    who: filers,
    body: { fileName: 'deed.pdf', contentType: 'application/pdf', size: 1000 },
  },
  'POST /api/efile/image': { who: filers, body: { imageId, efileType: 'LR' } },
  'POST /api/creditcard/efileCapture': { who: filers, body: { imageId } },
  'POST /api/creditcard/efileAuthAndCaptureResponse': {
    who: filers,
    body: { transId: '60000000001', totalAmount: '1.00' },
  },
  'POST /api/efile/submission': {
    who: filers,
    body: { imageId, efileType: 'LR', ...contact, acknowledged: true, paymentTransactionId: '60000000001' },
  },
  'GET /api/efile/queue': { who: staff },
  'POST /api/efile/queue/file': { who: staff, body: { filingId: imageId } },
  'POST /api/efile/queue/accept': { who: staff, body: { filingId: imageId } },
  'POST /api/efile/queue/reject': { who: staff, body: { filingId: imageId, reason: 'Illegible' } },
  'POST /api/efile/queue/retryRefund': { who: staff, body: { filingId: imageId } },
};
