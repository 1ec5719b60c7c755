import { createEffect, createEvent, createStore, sample } from 'effector';

import { $user, loadGeoEffects, locationRequested, userLoaded } from '@cabinet/shared';

/** The session gate is on screen: a signed-in page (or one about to be) is opening. */
export const signedInPageOpened = createEvent();

/** The city choice and the location lookup of the shared core: only a signed-in page needs them. */
export const loadGeoEffectsFx = createEffect(() => loadGeoEffects().then(() => undefined));

const $geoEffectsAsked = createStore(false).on(loadGeoEffectsFx, () => true);
const $geoEffectsLoaded = createStore(false).on(loadGeoEffectsFx.done, () => true);

sample({
  clock: signedInPageOpened,
  source: $geoEffectsAsked,
  filter: (asked) => !asked,
  target: loadGeoEffectsFx,
});

// §1 start-up: the location is asked for once the page has its profile and the lookup is in place,
// after the first render, so start-up never waits for it (the shared core asks once per page load).
sample({ clock: userLoaded, source: $geoEffectsLoaded, filter: Boolean, target: locationRequested });
sample({
  clock: loadGeoEffectsFx.done,
  source: $user,
  filter: (user) => user !== null,
  target: locationRequested,
});
