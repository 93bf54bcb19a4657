// The calls behind the API Keys page (issue 31): an account's keys, a new key (its secret answered this once) and
// a revoke. Staff name the account; an account administrator's calls are about its own account.
import type { ApiKeyCreate, ApiKeyCreated, ApiKeyList } from '@portal/shared/api-keys/schemas';
import useSWR from 'swr';
import { apiPost } from '#src/lib/api.ts';

const scope = (accountId: string) => (accountId ? { accountId } : {});

/** The account's keys; `accountId` blank: the caller's own account (null: nothing to read yet). */
export const useApiKeys = (accountId: string | null) =>
  useSWR<ApiKeyList>(accountId === null ? null : ['apiKeys/list', accountId], () =>
    apiPost<ApiKeyList>('apiKeys/list', scope(accountId ?? '')),
  );

export const createApiKey = (accountId: string, key: ApiKeyCreate) =>
  apiPost<ApiKeyCreated>('apiKeys/create', { ...key, ...scope(accountId) });

export const revokeApiKey = (accountId: string, keyId: string) =>
  apiPost<ApiKeyList>('apiKeys/revoke', { keyId, ...scope(accountId) });
