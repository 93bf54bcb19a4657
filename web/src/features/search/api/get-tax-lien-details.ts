// POST search/taxLienDetails: the tax lien detail pane, unless the payment seam asks for payment first; logged
// under the title file when one is set.
import type { DetailsResponse, TaxLienDetails } from '@portal/shared/search/details';
import type { DocumentDetailsRequest } from '@portal/shared/search/requests';
import { apiPost } from '#src/lib/api.ts';
import { withTitleFile } from '#src/lib/title-file.ts';

export const getTaxLienDetails = (request: DocumentDetailsRequest) =>
  apiPost<DetailsResponse<TaxLienDetails>>('search/taxLienDetails', withTitleFile(request));
