// POST search/platLookup: a plat number or name to one plat (ONE), several (MANY) or none (NONE), with the
// message to show ('No matching plat found.', 'More than 1 match found.'). Spaces in a number are a 400.
import type { PlatLookupResult } from '@portal/shared/search/details';
import type { PlatLookupRequest } from '@portal/shared/search/requests';
import { apiPost } from '#src/lib/api.ts';

export const lookUpPlat = (request: PlatLookupRequest) => apiPost<PlatLookupResult>('search/platLookup', request);
