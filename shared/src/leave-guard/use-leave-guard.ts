import { useCallback, useEffect, useRef, useState } from 'react';

import { useLocation, useNavigate } from '@cabinet/shared/router';

import { inAppLinkTarget, stoppableTraversal } from './in-app-link';

/** A way out the user took while the guard was on, waiting for their answer. */
type Leave = { kind: 'link'; to: string } | { kind: 'history'; delta: number };

export interface LeaveGuard {
  /** The user tried to leave: ask (the page shows its ConfirmDialog). */
  asking: boolean;
  /** Leave after all, where the user was going. */
  leave: () => void;
  /** Stay on the page; nothing happens. */
  stay: () => void;
}

/** The Navigation API, where the browser has it (not in jsdom, nor in every browser yet). */
const navigationApi = (): Navigation | null =>
  typeof window !== 'undefined' && 'navigation' in window ? window.navigation : null;

/**
 * While `active` (unsaved changes), leaving the page is asked about: a link click anywhere in the
 * cabinet (menu, bottom bar, the page's own links) and the browser's back and forward wait for the
 * page's dialog; closing or reloading the tab gets the browser's own question (beforeunload).
 *
 * The shell's router is a BrowserRouter, which has no blocker: links are stopped on the window in the
 * capture phase, before React sees the click. Back and forward are stopped through the Navigation
 * API's `navigate` event, which comes before the history moves: a `popstate` listener would come too
 * late (React renders the router's new page synchronously inside popstate). A browser without the
 * Navigation API lets back and forward go unasked.
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState<Leave | null>(null);
  /** Set on "leave": the navigation the user confirmed passes. */
  const released = useRef(false);

  useEffect(() => {
    released.current = false;
  }, [location.key]);

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    // Capture, on the window: before React's own listener on its root, so the router never sees it.
    const onClick = (event: MouseEvent) => {
      const to = inAppLinkTarget(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ kind: 'link', to });
    };
    const navigation = navigationApi();
    const onNavigate = (event: NavigateEvent) => {
      if (released.current || !navigation?.currentEntry) return;
      const delta = stoppableTraversal(event, navigation.currentEntry.index);
      if (delta === null) return;
      event.preventDefault();
      setLeaving({ kind: 'history', delta });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [active]);

  const leave = useCallback(() => {
    if (!leaving) return;
    released.current = true;
    setLeaving(null);
    if (leaving.kind === 'link') navigate(leaving.to);
    else window.history.go(leaving.delta);
  }, [leaving, navigate]);

  const stay = useCallback(() => setLeaving(null), []);

  return { asking: leaving !== null, leave, stay };
}
