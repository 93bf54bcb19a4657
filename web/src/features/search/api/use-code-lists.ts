// GET search/codeLists: the county's document types, instrument groups, other lot codes and book types for the
// form selects, typed by shared/search/details (what functions/src/areas/search/code-lists.ts builds).
// Read once through SWR; until then (or on failure) the lists are empty and the selects offer only 'All'.
import type { CodeLists } from '@portal/shared/search/details';
import useSWR from 'swr';

const none: CodeLists = { documentTypes: [], instrumentGroups: [], otherLotCodes: [], bookTypes: [] };

export function useCodeLists(): CodeLists {
  const { data } = useSWR<Partial<CodeLists>>('search/codeLists', { revalidateOnFocus: false });
  return { ...none, ...data };
}
