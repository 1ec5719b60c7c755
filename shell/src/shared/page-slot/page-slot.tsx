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

/** The page's field that had the focus when its element left a layout, and where its caret was. */
interface KeptFocus {
  element: HTMLElement;
  selection: { start: number; end: number } | null;
}

interface PageHome {
  /** The element the page is drawn into, whichever layout shows it. */
  element: HTMLElement;
  /** A layout took the element in: the page may be drawn from now on. */
  taken: () => void;
  /** Set while the element is between two layouts: the focus it had. */
  focus: KeptFocus | null;
}

/** Only a text field has a caret to keep (a checkbox's `selectionStart` throws in some browsers). */
function selectionOf(element: Element): KeptFocus['selection'] {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    const { selectionStart: start, selectionEnd: end } = element;
    return start === null || end === null ? null : { start, end };
  } catch {
    return null;
  }
}

/**
 * What had the focus inside the page, read before its element is moved: a moved element loses the
 * focus, so a person typing while a tablet turned would type into nothing.
 */
function focusInside(container: HTMLElement): KeptFocus | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !container.contains(active)) return null;
  return { element: active, selection: selectionOf(active) };
}

/** Gives the focus back where it was, unless the person has put it somewhere else meanwhile. */
function restoreFocus(kept: KeptFocus | null): void {
  if (!kept || !kept.element.isConnected || document.activeElement === kept.element) return;
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) return;
  kept.element.focus({ preventScroll: true });
  if (
    kept.selection &&
    (kept.element instanceof HTMLInputElement || kept.element instanceof HTMLTextAreaElement)
  )
    kept.element.setSelectionRange(kept.selection.start, kept.selection.end);
}

const PageHomeContext = createContext<PageHome | null>(null);

/**
 * Keeps the page mounted when the layout around it changes (the window crossing 650 px swaps the
 * desktop layout for the phone's): the page is drawn once, into an element of its own, and each
 * layout's `PageSlot` takes that element in. Remounted, a page lost what was typed into it (a
 * warehouse form, an invitation) and what it had loaded. The page is first drawn once a layout is
 * there, as before: it never starts, nor says it is shown, while no layout is on screen. The field
 * that had the focus keeps it, with its caret, across the move.
 */
export function PageKeeper({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [taken, setTaken] = useState(false);
  const [home] = useState<PageHome>(() => {
    const element = document.createElement('div');
    // As the slot: the page's boxes lay out as children of the layout's <main>.
    element.className = styles.slot ?? '';
    return { element, taken: () => setTaken(true), focus: null };
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
    // The previous layout's slot has usually let the element go already (and read the focus then);
    // when it has not, the move is here.
    const kept = home.focus ?? focusInside(home.element);
    here.appendChild(home.element);
    home.focus = null;
    restoreFocus(kept);
    home.taken();
    return () => {
      if (home.element.parentNode !== here) return;
      home.focus = focusInside(home.element);
      here.removeChild(home.element);
    };
  }, [home]);
  return home ? <div ref={slot} className={styles.slot} /> : <Outlet />;
}
