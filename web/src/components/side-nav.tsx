// The shell's side navigation region. An area renders <SideNav>...</SideNav> anywhere in its screen and the
// content appears in the shell's left column, which the user toggles open (250 px) or closed.
import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

interface SideNavTarget {
  element: HTMLElement | null;
  /** tells the shell that content is mounted, so it shows the column */
  register: () => () => void;
}

export const SideNavContext = createContext<SideNavTarget>({ element: null, register: () => () => {} });

/** Puts its children into the shell's side navigation column. */
export function SideNav({ children }: { children: ReactNode }) {
  const { element, register } = useContext(SideNavContext);
  // a layout effect, so the shell shows the column before the browser paints: registered in a passive effect, a
  // frame could paint the area full width first and then shift it right by the column (CLS 0.17 on results)
  useLayoutEffect(() => register(), [register]);
  return element ? createPortal(children, element) : null;
}

/** For the shell: how many SideNav contents are mounted. */
export function useSideNavCount() {
  const [count, setCount] = useState(0);
  const [register] = useState(() => () => {
    setCount((c) => c + 1);
    return () => setCount((c) => c - 1);
  });
  return { count, register };
}
