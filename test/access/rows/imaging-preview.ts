// Access rows of the page view's watermarked preview image: the thumbnails' rule, every signed-in caller whose
// account may retrieve images (every demo account may) and staff (functions/src/areas/imaging/access.ts).
import { type RouteAccess, signedIn } from '../route-who.ts';

export const imagingPreviewRows: Record<string, RouteAccess> = {
  'GET /api/imaging/previewImage/:documentType/:documentNumber/:page': {
    who: signedIn,
    params: { documentType: 'A', documentNumber: '1', page: '1' },
  },
};
