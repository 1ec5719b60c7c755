import {
  Suspense,
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

import { Outlet } from '@cabinet/shared/router';

import styles from './page-slot.module.css';

interface PageHome {
  /** The element the page is drawn into, whichever layout shows it. */
  element: HTMLElement;
  /** A layout took the element in: the page may be drawn from now on. */
  taken: () => void;
}

const PageHomeContext = createContext<PageHome | null>(null);

/**
 * Keeps the page mounted when the layout around it changes (the window crossing 650 px swaps the
 * desktop layout for the phone's): the page is drawn once, into an element of its own, and each
 * layout's `PageSlot` takes that element in. Remounted, a page lost what was typed into it (a
 * warehouse form, an invitation) and what it had loaded. The page is first drawn once a layout is
 * there, as before: it never starts, nor says it is shown, while no layout is on screen.
 */
export function PageKeeper({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [taken, setTaken] = useState(false);
  const [home] = useState<PageHome>(() => {
    const element = document.createElement('div');
    // As the slot: the page's boxes lay out as children of the layout's <main>.
    element.className = styles.slot ?? '';
    return { element, taken: () => setTaken(true) };
  });
  return (
    <PageHomeContext.Provider value={home}>
      {children}
      {/* A page that suspends shows `fallback` in its place, not in the layout's. */}
      {taken
        ? createPortal(
            <Suspense fallback={fallback}>
              <Outlet />
            </Suspense>,
            home.element,
          )
        : null}
    </PageHomeContext.Provider>
  );
}

/** Where a layout shows its page: the kept page under a `PageKeeper`, else the route's outlet. */
export function PageSlot() {
  const home = useContext(PageHomeContext);
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const here = slot.current;
    if (!home || !here) return undefined;
    here.appendChild(home.element);
    home.taken();
    return () => {
      if (home.element.parentNode === here) here.removeChild(home.element);
    };
  }, [home]);
  return home ? <div ref={slot} className={styles.slot} /> : <Outlet />;
}
