// GET search/codeLists: the county's document types, instrument groups and other lot codes for the form selects.
// Read once through SWR; until then (or on failure) the lists are empty and the selects offer only 'All'.
import type { CodeDescription, CodeLists } from '@portal/shared/search/details';
import useSWR from 'swr';

/** The lists, plus book types when the server sends them (the book type select of Book and Page). */
export type SearchCodeLists = CodeLists & { bookTypes: CodeDescription[] };

const none: SearchCodeLists = { documentTypes: [], instrumentGroups: [], otherLotCodes: [], bookTypes: [] };

export function useCodeLists(): SearchCodeLists {
  const { data } = useSWR<Partial<SearchCodeLists>>('search/codeLists', { revalidateOnFocus: false });
  return { ...none, ...data };
}
