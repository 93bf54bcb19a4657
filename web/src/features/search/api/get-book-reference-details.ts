// POST search/bookReferenceDetails: the grantor-grantee book page detail pane.
import type { BookReferenceDetails } from '@portal/shared/search/details';
import { apiPost } from '#src/lib/api.ts';

export const getBookReferenceDetails = (id: string) =>
  apiPost<BookReferenceDetails>('search/bookReferenceDetails', { id });
