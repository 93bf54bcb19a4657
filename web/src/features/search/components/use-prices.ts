// What the signed-in user pays for a search or a priced detail pane, before paying (issue 18 'Prices before paying'):
// the server's own price list for this user, carried by search/codeLists (none for staff, flat-fee accounts and
// free items). Keyed by the user, so a price never outlives the sign-in it was read for.
import { formatCents } from '@portal/shared/format/money';
import type { CodeLists } from '@portal/shared/search/details';
import useSWR from 'swr';
import { currentLocale } from '#src/i18n/index.ts';
import { apiGet } from '#src/lib/api.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';

/** The price of an item (a search form type, documentDetails, taxLienDetails) as money text, or '' when it is free
 *  to this user or not known yet. */
export function usePrice(item: string): string {
  const userId = useCurrentUser()?.userId;
  const { data } = useSWR(
    userId ? ['search/codeLists', userId] : null,
    ([path]: [string, string]) => apiGet<Partial<CodeLists>>(path),
    { revalidateOnFocus: false },
  );
  const cents = data?.prices?.find((p) => p.item === item)?.cents ?? 0;
  return cents > 0 ? formatCents(cents, currentLocale()) : '';
}
