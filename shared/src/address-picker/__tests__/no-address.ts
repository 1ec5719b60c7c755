import type { AddressValues } from '..';

/** The address part of an empty place form, for the tests' own form values to start from. */
export const NO_ADDRESS: AddressValues = {
  addressText: '',
  street: '',
  building: '',
  latitude: null,
  longitude: null,
};
