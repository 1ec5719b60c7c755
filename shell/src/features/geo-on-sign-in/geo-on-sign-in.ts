import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { $user, loadGeoEffects, locationRequested } from '@cabinet/shared';
import { whenIdle } from '@cabinet/shared/lazy';

import { pageShown } from '../../shared/lib';

/** The session gate is on screen: a signed-in page (or one about to be) is opening. */
export const signedInPageOpened = createEvent();

/** The city choice and the location lookup of the shared core: only a signed-in page needs them. */
export const loadGeoEffectsFx = createEffect(() => loadGeoEffects().then(() => undefined));

/** How long the location waits for the first page, at most: a page of the shell's own fires nothing. */
export const FIRST_PAGE_WAIT_MS = 3000;

/** Resolves after FIRST_PAGE_WAIT_MS. */
export const firstPageWaitFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
);

const $geoEffectsAsked = createStore(false).on(loadGeoEffectsFx, () => true);
const $geoEffectsLoaded = createStore(false).on(loadGeoEffectsFx.done, () => true);

/**
 * Resolves at the browser's first idle moment (at most 1 s): a page shown may still be rendering
 * what its first answers brought (the orders of a list).
 */
export const browserIdleFx = createEffect(() => new Promise<void>((resolve) => whenIdle(resolve)));

/** The first page is on screen and the browser has had a moment (or the page has had its time). */
const $firstPageShown = createStore(false)
  .on(browserIdleFx.done, () => true)
  .on(firstPageWaitFx.done, () => true);

sample({ clock: pageShown, source: $firstPageShown, filter: (shown) => !shown, target: browserIdleFx });

// The effects load at once (the header's city choice needs them); the wait for the page starts too.
sample({
  clock: signedInPageOpened,
  source: $geoEffectsAsked,
  filter: (asked) => !asked,
  target: [loadGeoEffectsFx, firstPageWaitFx],
});

/**
 * §1 start-up: the location is asked for once the page has its profile, the lookup is in place and
 * the first page is on screen: its lookups (the IP service, the browser's permission prompt) never
 * compete with the first screen, nor cover it. The shared core asks once per page load.
 */
const $locationWanted = combine(
  $user,
  $geoEffectsLoaded,
  $firstPageShown,
  (user, loaded, shown) => user !== null && loaded && shown,
);
sample({ clock: $locationWanted, filter: Boolean, target: locationRequested });
