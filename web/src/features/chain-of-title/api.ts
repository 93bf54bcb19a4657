// The chain of title calls: the report (charged once per requestId) and its PDF and sheet under the same id, so
// the downloads of a report already paid for cost nothing more.
import type { ChainOfTitleAnswer } from '@portal/shared/chain-of-title/chain';
import type { CodeLists } from '@portal/shared/search/details';
import useSWR from 'swr';
import { apiGet, apiPost, downloadFile } from '#src/lib/api.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';

export type ChainCall = Record<string, string> & { requestId: string };

export const getChain = (call: ChainCall) => apiPost<ChainOfTitleAnswer>('search/chainOfTitle', call);

export const downloadChain = (call: ChainCall, kind: 'pdf' | 'xlsx') =>
  downloadFile(`search/chainOfTitle/${kind}`, call, `ChainOfTitle.${kind}`);

/** The caller's price of one report in cents (0: free to this user), from the price list search/codeLists carries;
 *  the same SWR key as the search forms' prices, so it is read once. */
export function useChainPrice(): number {
  const userId = useCurrentUser()?.userId;
  const { data } = useSWR(
    userId ? ['search/codeLists', userId] : null,
    ([path]: [string, string]) => apiGet<Partial<CodeLists>>(path),
    { revalidateOnFocus: false },
  );
  return data?.prices?.find((p) => p.item === 'chainOfTitle')?.cents ?? 0;
}
