// POST search/platCodeDescription: the plat pick-list, filtered by text. A failure gives an empty list
// (spec 2 section 8).
import type { CodeDescription, CodeDescriptionResults } from '@portal/shared/search/details';
import { apiPost } from '#src/lib/api.ts';

export async function listPlats(filterText: string): Promise<CodeDescription[]> {
  try {
    return (
      (await apiPost<CodeDescriptionResults>('search/platCodeDescription', { filterText })).codeDescriptionResultList ??
      []
    );
  } catch {
    return [];
  }
}
