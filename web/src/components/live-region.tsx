// The one polite live region of the signed-in screens (issue 21): screens say what happened out of sight ('search
// complete: 25 results', 'Loading results', a new balance) through useAnnounce(), and the app shell renders the
// region once. One region, not one per widget, so screen readers do not read two messages over each other.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/** Says `message` to screen readers (politely, after what they are reading); a no-op outside LiveRegion. */
export const useAnnounce = (): Announce => useContext(AnnounceContext);

export function LiveRegion({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ message: '', n: 0 });
  // the same message twice (two searches with as many results) must be read twice: a fresh node each time
  const announce = useCallback((message: string) => setSaid((s) => ({ message, n: s.n + 1 })), []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-region">
        <span key={said.n}>{said.message}</span>
      </div>
    </AnnounceContext.Provider>
  );
}
