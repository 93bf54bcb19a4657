// The plat lookup of the plat and legal forms (spec 2 section 5): a number or a name to one plat, or the message
// ('No matching plat found.', 'More than 1 match found.', 'Remove any spaces.') on the field that was looked up.
import type { PlatLookupResult } from '@portal/shared/search/details';
import { searchMessages } from '@portal/shared/search/messages';
import type { PlatLookupRequest } from '@portal/shared/search/requests';
import { ApiError } from '#src/lib/api.ts';
import { lookUpPlat } from '../api/look-up-plat.ts';
import { useSearchSession } from '../search-session.tsx';
import type { SearchForm } from './use-search-form.ts';

export function usePlatLookup(form: SearchForm) {
  const { showAlert } = useSearchSession();
  return async (request: PlatLookupRequest, field: string): Promise<PlatLookupResult | null> => {
    try {
      const result = await lookUpPlat(request);
      if (result.match === 'NONE') form.setErrors({ [field]: result.message || searchMessages.noMatchingPlat });
      if (result.match === 'MANY') form.setErrors({ [field]: result.message || searchMessages.moreThanOnePlat });
      return result;
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const message = Object.values(err.errors)[0] ?? err.message;
        form.setErrors({ [field]: message });
      } else if (!(err instanceof ApiError && (err.status === 401 || err.status === 403))) {
        showAlert((err as Error).message);
      }
      return null;
    }
  };
}
