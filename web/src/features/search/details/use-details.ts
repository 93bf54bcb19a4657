// Loads a detail pane's content when the chosen record changes; reload() asks again (after a payment).
// A 401/403 is the API client's; other failures keep the server's message for the pane.
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#src/lib/api.ts';

export interface DetailsState<T> {
  status: 'loading' | 'loaded' | 'failed';
  data: T | null;
  message: string;
}

export function useDetails<T>(key: string, load: () => Promise<T | null>) {
  const [state, setState] = useState<DetailsState<T>>({ status: 'loading', data: null, message: '' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new record or a retry loads again
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', data: null, message: '' });
    loader
      .current()
      .then((data) => live && setState({ status: 'loaded', data, message: '' }))
      .catch((err: unknown) => {
        if (!live) return;
        const quiet = err instanceof ApiError && (err.status === 401 || err.status === 403);
        setState({ status: 'failed', data: null, message: quiet ? '' : (err as Error).message });
      });
    return () => {
      live = false;
    };
  }, [key, attempt]);

  return { ...state, reload: () => setAttempt((a) => a + 1) };
}
