// The reference page's reads: the OpenAPI document (not an envelope: read as plain JSON) and, for a signed-in
// caller, the prices the caller's calls are charged (the price list every search form shows).
import type { CodeLists, ItemPrice } from '@portal/shared/search/details';
import useSWR from 'swr';
import { API_BASE, apiGet } from '#src/lib/api.ts';
import type { ApiDocument } from './openapi.ts';

async function readDocument(): Promise<ApiDocument> {
  const res = await fetch(`${API_BASE}/openapi.json`, { credentials: 'omit' });
  if (!res.ok) throw new Error(`HTTP status ${res.status}`);
  return (await res.json()) as ApiDocument;
}

export const useApiDocument = () => useSWR<ApiDocument>('openapi.json', readDocument);

/** The caller's price list; null while nobody is signed in. */
export const useCallerPrices = (signedIn: boolean) =>
  useSWR<ItemPrice[]>(signedIn ? 'developers/prices' : null, async () => {
    const lists = await apiGet<CodeLists>('search/codeLists', { quietAuth: true });
    return lists.prices ?? [];
  });
