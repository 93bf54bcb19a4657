// A list read a page at a time with the server's cursor: the first page when the source changes, and More to add
// the next one below. A failed read keeps what was shown and says so.
import { useCallback, useEffect, useState } from 'react';

export function usePages<T>(load: ((cursor?: string) => Promise<{ items: T[]; next?: string }>) | null) {
  const [items, setItems] = useState<T[]>([]);
  const [next, setNext] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState('');

  const read = useCallback(
    async (cursor?: string) => {
      if (!load) return;
      setLoading(true);
      setFailed('');
      try {
        const page = await load(cursor);
        setItems((shown) => (cursor ? [...shown, ...page.items] : page.items));
        setNext(page.next);
      } catch (err) {
        setFailed(err instanceof Error ? err.message : String(err));
      } finally {
        setLoading(false);
      }
    },
    [load],
  );

  useEffect(() => {
    setItems([]);
    setNext(undefined);
    void read();
  }, [read]);

  return { items, loading, failed, hasMore: !!next, more: () => void read(next) };
}
