import { useStoreMap } from 'effector-react';
import { useCallback } from 'react';

import type { PointAddress, PointContact } from '@cabinet/shared';

import {
  $points,
  pointAddressChanged,
  pointContactChanged,
  savedAddressPicked,
} from '../../../entities/point';
import type { PickedAddress } from '@cabinet/shared/address-picker';
import type { SavedChoice } from '../ui/saved-address-select';

/**
 * One point of the draft and the handlers its address fields need, shared by the desktop card and
 * the mobile form: the component re-renders only when this point changes.
 */
export function usePointAddress(index: number) {
  const point = useStoreMap({
    store: $points,
    keys: [index],
    fn: (points, [position]) => points[position] ?? null,
  });
  const setAddress = useCallback(
    (address: Partial<PointAddress>) => pointAddressChanged({ index, address }),
    [index],
  );
  const setContact = useCallback(
    (contact: Partial<PointContact>) => pointContactChanged({ index, contact }),
    [index],
  );
  // Typing makes the address inexact again until a suggestion is picked (§5 "address must be exact").
  const onTyped = useCallback(
    (text: string) => setAddress({ street: text, building: '', latitude: null, longitude: null }),
    [setAddress],
  );
  const onPicked = useCallback((picked: PickedAddress) => setAddress(picked), [setAddress]);
  const onChosen = useCallback(
    (choice: SavedChoice) => {
      savedAddressPicked({ index, address: choice.address, addressId: choice.addressId ?? null });
      setContact(choice.contact);
    },
    [index, setContact],
  );
  return { point, setAddress, setContact, onTyped, onPicked, onChosen };
}
