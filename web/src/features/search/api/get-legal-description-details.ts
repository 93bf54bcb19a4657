// POST search/legalDescriptionDetails: a document's legals in up to three tables (the Details pop-up).
import type { LegalDescriptionDetails } from '@portal/shared/search/details';
import { apiPost } from '#src/lib/api.ts';

export const getLegalDescriptionDetails = (docId: string) =>
  apiPost<LegalDescriptionDetails>('search/legalDescriptionDetails', { id: docId });
