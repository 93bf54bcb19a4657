// POST search/{call} (spec 2 section 7): a form's criteria; the answer is a search response (first page, balance,
// history, payment outcome) and, when nothing matched, the message 'No Records Found.'. The tract book forms share
// search/searchByTractBook, told apart by the criteria's tractBookSearchType. A title file, when set, goes with it.
import type { SearchResponse } from '@portal/shared/search/results';
import { type SearchType, searchTypes } from '@portal/shared/search/search-types';
import { callApi } from '#src/lib/api.ts';
import { withTitleFile } from '#src/lib/title-file.ts';

export const postSearch = (type: SearchType, criteria: Record<string, unknown>) =>
  callApi<SearchResponse>('POST', `search/${searchTypes[type].call}`, withTitleFile(criteria));
