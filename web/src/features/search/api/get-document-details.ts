// POST search/documentDetails: the document detail pane, unless the payment seam asks for payment first; logged
// under the title file when one is set.
import type { DetailsResponse, DocumentDetails } from '@portal/shared/search/details';
import type { DocumentDetailsRequest } from '@portal/shared/search/requests';
import { apiPost } from '#src/lib/api.ts';
import { withTitleFile } from '#src/lib/title-file.ts';

export const getDocumentDetails = (request: DocumentDetailsRequest) =>
  apiPost<DetailsResponse<DocumentDetails>>('search/documentDetails', withTitleFile(request));
