import type { PickedAddress } from './address-combobox';

/** The address part of a form's values: what its box shows and where the place is, once known. */
export interface AddressValues {
  /** What the address box shows: a picked address's line, or what is being typed. */
  addressText: string;
  street: string;
  building: string;
  /** Set only by a picked address or an accepted pin; null while the address is only typed. */
  latitude: number | null;
  longitude: number | null;
}

/** "street, building", as an address is shown in a list or its box. */
export const addressLineOf = ({ street, building }: { street: string; building: string }): string =>
  [street.trim(), building.trim()].filter(Boolean).join(', ');

/** Typing over the address: it is text again, not a geocoded place, until a suggestion is picked. */
export const withTypedAddress = <T extends AddressValues>(values: T, text: string): T => ({
  ...values,
  addressText: text,
  street: text,
  building: '',
  latitude: null,
  longitude: null,
});

/** A suggestion was picked (and passed the zone check): the form holds that place. */
export const withPickedAddress = <T extends AddressValues>(values: T, picked: PickedAddress): T => ({
  ...values,
  addressText: addressLineOf(picked),
  street: picked.street,
  building: picked.building,
  latitude: picked.latitude,
  longitude: picked.longitude,
});

/** The pin was moved to a spot the platform accepted: the place moves, the text stays. */
export const withPinAt = <T extends AddressValues>(
  values: T,
  { latitude, longitude }: { latitude: number; longitude: number },
): T => ({ ...values, latitude, longitude });
