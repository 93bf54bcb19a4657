// POST search/taxLienDetails: the tax lien detail pane, unless the payment seam asks for payment first.
import type { DetailsResponse, TaxLienDetails } from '@portal/shared/search/details';
import type { DocumentDetailsRequest } from '@portal/shared/search/requests';
import { apiPost } from '#src/lib/api.ts';

export const getTaxLienDetails = (request: DocumentDetailsRequest) =>
  apiPost<DetailsResponse<TaxLienDetails>>('search/taxLienDetails', request);
