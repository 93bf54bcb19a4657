// State that survives a reload (spec 1: "the store survives reloads through browser storage") and is wiped by
// the full reset on logout. Keys live in sessionStorage under one prefix so resetStore() finds them all.
import { useCallback, useSyncExternalStore } from 'react';

const PREFIX = 'lrp:';
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

const cache = new Map<string, { raw: string | null; value: unknown }>();
function snapshot<T>(key: string, fallback: T): T {
  const raw = sessionStorage.getItem(PREFIX + key);
  const hit = cache.get(key);
  // The same object while nothing changed, so useSyncExternalStore does not loop on a fresh fallback literal.
  if (hit && hit.raw === raw) return hit.value as T;
  const value = raw === null ? fallback : read(key, fallback);
  cache.set(key, { raw, value });
  return value;
}

/** Writes a stored value (undefined removes it). */
export function writeStored<T>(key: string, value: T | undefined): void {
  if (value === undefined) sessionStorage.removeItem(PREFIX + key);
  else sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  notify();
}

export function readStored<T>(key: string, fallback: T): T {
  return read(key, fallback);
}

/** useState kept in sessionStorage under `key`; every component using the key sees the same value. */
export function usePersistentState<T>(key: string, fallback: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot(key, fallback),
  );
  const set = useCallback((v: T) => writeStored(key, v), [key]);
  return [value, set];
}

/** The full user-logout reset: every stored value goes back to its default. */
export function resetStore(): void {
  for (const k of Object.keys(sessionStorage)) if (k.startsWith(PREFIX)) sessionStorage.removeItem(k);
  cache.clear();
  notify();
}
