import { attach, createEffect, createEvent, createStore, sample } from 'effector';

import { branchesChanged, signedOut } from '@cabinet/shared';
import type { Branch, SavedAddress } from '@cabinet/shared/contract';

import { savedAddressesChanged } from '../../../entities/saved-address';
import { fetchBranches, fetchSavedAddresses } from '../api/address-api';

/** What a point can be filled from in one click: the company's saved addresses and its branches. */
export interface SavedPlaces {
  addresses: SavedAddress[];
  branches: Branch[];
}

/**
 * A saved-address picker was shown or opened, or its retry was pressed: the lists are asked for
 * again every time, so an address saved with the last order (or added elsewhere) shows up.
 */
export const savedPlacesRequested = createEvent();

/**
 * The order form's page is being entered (its `routeEntered`, before the first render): the lists
 * are asked for at once, so that the form's first screen already offers them.
 */
export const savedPlacesEntered = createEvent();

/**
 * A picker appeared: its lists are asked for again, unless they are the ones the page's entry
 * loaded less than SAVED_PLACES_FRESH_MS ago (the form's own pickers, appearing as it opens).
 */
export const savedPlacesShown = createEvent();

/** How recent the entry's load must be for a picker that appears to use it as it is. */
export const SAVED_PLACES_FRESH_MS = 3000;

/** Both lists at once; either failing fails the load, so a failure never reads as "nothing saved". */
export const fetchSavedPlacesFx = createEffect(async (): Promise<SavedPlaces> => {
  const [addresses, branches] = await Promise.all([fetchSavedAddresses(), fetchBranches()]);
  return { addresses, branches };
});

/** The lists of the last successful load; kept while a newer load runs or after it fails. */
export const $savedPlaces = createStore<SavedPlaces | null>(null)
  .on(fetchSavedPlacesFx.doneData, (_, places) => places)
  .reset(signedOut);

/** The last load failed: the picker says so and offers a retry. */
export const $savedPlacesFailed = createStore(false)
  .on(fetchSavedPlacesFx.done, () => false)
  .on(fetchSavedPlacesFx.fail, () => true)
  .reset(signedOut);

export const $savedPlacesPending = fetchSavedPlacesFx.pending;

/** The load of the page's entry: the same load, told apart so that its pickers can reuse it. */
const fetchEntryPlacesFx = attach({ effect: fetchSavedPlacesFx });
/** When the entry's load succeeded (ms since the epoch); null after any other load. */
const $entryLoadedAt = createStore<number | null>(null)
  // The inner load settles before the entry's own: an entry's load ends with its time.
  .on(fetchSavedPlacesFx.done, () => null)
  .on(fetchEntryPlacesFx.done, () => Date.now())
  .reset(signedOut);

// Several pickers appear at once (one per point): one request serves them all.
const $idle = $savedPlacesPending.map((pending) => !pending);
sample({ clock: savedPlacesRequested, filter: $idle, target: fetchSavedPlacesFx });
sample({ clock: savedPlacesEntered, filter: $idle, target: fetchEntryPlacesFx });
sample({
  clock: savedPlacesShown,
  source: $entryLoadedAt,
  filter: (loadedAt) => loadedAt === null || Date.now() - loadedAt >= SAVED_PLACES_FRESH_MS,
  target: savedPlacesRequested,
});

// A branch was created, changed or deleted (the warehouse screens), or a saved address was created
// or edited (`/delivery`): lists already shown are asked for again, so the order form offers the
// place as it is now, without a reload.
sample({
  clock: [branchesChanged, savedAddressesChanged],
  source: $savedPlaces,
  filter: (places) => places !== null,
  target: savedPlacesRequested,
});
