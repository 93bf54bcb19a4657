// POST search/documentDetails: the document detail pane, unless the payment seam asks for payment first.
import type { DetailsResponse, DocumentDetails } from '@portal/shared/search/details';
import type { DocumentDetailsRequest } from '@portal/shared/search/requests';
import { apiPost } from '#src/lib/api.ts';

export const getDocumentDetails = (request: DocumentDetailsRequest) =>
  apiPost<DetailsResponse<DocumentDetails>>('search/documentDetails', request);
