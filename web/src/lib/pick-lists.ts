// POST helperdata/userscodedescription and helperdata/accountscodedescription (spec 2 'Calls'): the user and
// account pick-lists, filtered by text on the server. A failure gives an empty list (spec 2 section 8).
import type { CodeDescription, CodeDescriptionResults } from '@portal/shared/search/details';
import { apiPost } from './api.ts';

const pickList = (path: string) => async (filterText: string) => {
  try {
    return (await apiPost<CodeDescriptionResults>(path, { filterText })).codeDescriptionResultList ?? [];
  } catch {
    return [] as CodeDescription[];
  }
};

export const listUsers = pickList('helperdata/userscodedescription');
export const listAccounts = pickList('helperdata/accountscodedescription');
