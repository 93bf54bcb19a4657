// The API key a request acts through (issue 31), kept for the request's whole async run by the bearer middleware
// (platform/bearer-auth.ts), so every audit entry the request writes (auditItem) names the key without each
// charge path passing it along.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface KeyCaller {
  keyId: string;
  name: string;
}

const current = new AsyncLocalStorage<KeyCaller>();

/** Runs the rest of a request as a call through this key. */
export const actingThroughKey = <T>(key: KeyCaller, run: () => Promise<T>): Promise<T> => current.run(key, run);

/** The audit fields of the key the running request came through; none for a browser's call. */
export function keyAuditFields(): { apiKey?: string; apiKeyId?: string } {
  const key = current.getStore();
  return key ? { apiKey: key.name, apiKeyId: key.keyId } : {};
}
