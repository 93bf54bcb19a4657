// POST search/torrensDetails: the Torrens certificate detail pane (with its Cancelled By certificates).
import type { TorrensDetails } from '@portal/shared/search/details';
import { apiPost } from '#src/lib/api.ts';

export const getTorrensDetails = (certificateNumber: string) =>
  apiPost<TorrensDetails>('search/torrensDetails', { certificateNumber });
