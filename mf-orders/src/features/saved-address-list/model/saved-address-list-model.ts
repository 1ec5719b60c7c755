import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { signedOut } from '@cabinet/shared';
import type { SavedAddress } from '@cabinet/shared/contract';

import { fetchSavedAddressList, savedAddressesChanged } from '../../../entities/saved-address';

/**
 * The list is wanted: the shell entered `/delivery` (before the page's first render), the page was
 * shown, or retry was pressed. The list is asked for every time (an order may have saved its sender
 * address since), once for requests that come while a call runs.
 */
export const savedAddressesRequested = createEvent();

export const fetchSavedAddressesFx = createEffect(fetchSavedAddressList);

/** The platform's list of the last successful call; kept while a newer one runs or after it fails. */
export const $savedAddresses = createStore<SavedAddress[] | null>(null)
  .on(fetchSavedAddressesFx.doneData, (_, addresses) => addresses)
  // Created or edited on this page: in the list at once, in the platform's order (by id).
  .on(savedAddressesChanged, (addresses, saved) =>
    addresses === null
      ? addresses
      : [...addresses.filter((address) => address.id !== saved.id), saved].sort((a, b) => a.id - b.id),
  )
  .reset(signedOut);

/** The last call failed. */
export const $listFailed = createStore(false)
  .on(fetchSavedAddressesFx, () => false)
  .on(fetchSavedAddressesFx.fail, () => true)
  .reset(signedOut);

export type ListState = 'loading' | 'failed' | 'empty' | 'ready';

/** A failure without a list to show is a failure; with one, the list stays (and says it may be old). */
export const $listState = combine($savedAddresses, $listFailed, (addresses, failed): ListState => {
  if (addresses === null) return failed ? 'failed' : 'loading';
  return addresses.length === 0 ? 'empty' : 'ready';
});

sample({
  clock: savedAddressesRequested,
  filter: fetchSavedAddressesFx.pending.map((pending) => !pending),
  target: fetchSavedAddressesFx,
});
