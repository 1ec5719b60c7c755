import { createEvent, createStore } from 'effector';

import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH } from '../constants';

const initialWidth = typeof window === 'undefined' ? 1280 : window.innerWidth;

/** The shell reports every window resize here; layouts and rules read the derived flags. */
export const windowResized = createEvent<number>();

export const $windowWidth = createStore(initialWidth).on(windowResized, (_, width) => width);

/** At 650 px or less the mobile layout applies (spec §1). */
export const $isMobile = $windowWidth.map((width) => width <= MOBILE_MAX_WIDTH);

/** At 1024 px or less the screen counts as a tablet (spec §1). */
export const $isTablet = $windowWidth.map((width) => width <= TABLET_MAX_WIDTH);

/** A remote page names itself; the shell's header shows the name and the document title follows. */
export const pageTitleChanged = createEvent<string>();

export const $pageTitle = createStore('').on(pageTitleChanged, (_, title) => title);

/** Set once at start-up when the cabinet runs inside the partner super-app's web view. */
export const superAppDetected = createEvent<boolean>();

export const $isSuperApp = createStore(false).on(superAppDetected, (_, value) => value);

/** Every navigation, with the new path; on mobile the orders remote refetches active orders (§2). */
export const routeChanged = createEvent<string>();

export const $pathname = createStore(typeof window === 'undefined' ? '/' : window.location.pathname).on(
  routeChanged,
  (_, pathname) => pathname,
);
