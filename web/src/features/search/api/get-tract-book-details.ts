// POST search/tractBookDetails: the tract book entry detail pane.
import type { TractBookDetails } from '@portal/shared/search/details';
import { apiPost } from '#src/lib/api.ts';

export const getTractBookDetails = (id: string) => apiPost<TractBookDetails>('search/tractBookDetails', { id });
