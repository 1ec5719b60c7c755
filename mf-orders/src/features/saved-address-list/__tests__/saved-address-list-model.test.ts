import { allSettled, fork } from 'effector';

import { signedOut } from '@cabinet/shared';
import type { SavedAddress } from '@cabinet/shared/contract';

import { makeSavedAddress } from '../../../entities/saved-address/__tests__/fixtures';
import { savedAddressesChanged } from '../../../entities/saved-address';
import {
  $listState,
  $savedAddresses,
  fetchSavedAddressesFx,
  savedAddressesRequested,
} from '../model/saved-address-list-model';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

describe('the saved addresses list', () => {
  it('is loading, then the platform list; a company without addresses is empty', async () => {
    const full = fork({ handlers: [[fetchSavedAddressesFx, async () => [makeSavedAddress(1)]]] });
    expect(full.getState($listState)).toBe('loading');
    await allSettled(savedAddressesRequested, { scope: full });
    expect(full.getState($listState)).toBe('ready');
    expect(full.getState($savedAddresses)?.map((address) => address.id)).toEqual([1]);

    const none = fork({ handlers: [[fetchSavedAddressesFx, async () => []]] });
    await allSettled(savedAddressesRequested, { scope: none });
    expect(none.getState($listState)).toBe('empty');
  });

  it('fails without a list to show; a later failure keeps the list it has', async () => {
    const failing = fork({
      handlers: [[fetchSavedAddressesFx, () => Promise.reject(new Error('500'))]],
    });
    await allSettled(savedAddressesRequested, { scope: failing });
    expect(failing.getState($listState)).toBe('failed');

    const stale = fork({
      values: [[$savedAddresses, [makeSavedAddress(1)]]],
      handlers: [[fetchSavedAddressesFx, () => Promise.reject(new Error('500'))]],
    });
    await allSettled(savedAddressesRequested, { scope: stale });
    expect(stale.getState($listState)).toBe('ready');
    expect(stale.getState($savedAddresses)).toHaveLength(1);
  });

  it('asks again on every request, one call for the requests that come while it runs', async () => {
    let finish: (addresses: SavedAddress[]) => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise<SavedAddress[]>((resolve) => {
          finish = resolve;
        }),
    );
    const scope = fork({ handlers: [[fetchSavedAddressesFx, load]] });
    // The shell's routeEntered and the page's own first request.
    const first = allSettled(savedAddressesRequested, { scope });
    const second = allSettled(savedAddressesRequested, { scope });
    finish([]);
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledTimes(1);
    const again = allSettled(savedAddressesRequested, { scope });
    finish([makeSavedAddress(2)]);
    await again;
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes in an address created or edited on the page at once, in the order of ids', async () => {
    const scope = fork({ values: [[$savedAddresses, [makeSavedAddress(1), makeSavedAddress(3)]]] });
    await allSettled(savedAddressesChanged, { scope, params: makeSavedAddress(2) });
    await allSettled(savedAddressesChanged, {
      scope,
      params: makeSavedAddress(3, { contact_name: 'Данияр' }),
    });
    const list = scope.getState($savedAddresses) ?? [];
    expect(list.map((address) => address.id)).toEqual([1, 2, 3]);
    expect(list[2]?.contact_name).toBe('Данияр');
  });

  it('forgets the list on sign-out', async () => {
    const scope = fork({ values: [[$savedAddresses, [makeSavedAddress(1)]]] });
    await allSettled(signedOut, { scope });
    expect(scope.getState($savedAddresses)).toBeNull();
  });
});
