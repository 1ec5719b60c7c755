/**
 * The address picker every form with an address uses (orders, warehouses, saved addresses): the
 * geocoder combobox with its delivery-zone check and §8 messages, and a small map with a draggable
 * pin in a chunk of its own. Stateless and not a federated module: each app bundles it; it reaches
 * the core only as '@cabinet/shared' and the platform only through '@cabinet/shared/http'.
 */
export { AddressCombobox } from './address-combobox';
export type { AddressComboboxProps, PickedAddress } from './address-combobox';
export { validationMessage } from './validation-message';
export { validateCoordinate, VALIDATE_URL } from './api';
export { PinMapLazy } from './pin-map-lazy';
export { CheckedPinMap } from './checked-pin-map';
export type { CheckedPinMapProps } from './checked-pin-map';
export { createPinCheck } from './pin-check';
export { addressLineOf, withPickedAddress, withPinAt, withTypedAddress } from './address-values';
export type { AddressValues } from './address-values';
export type { Coordinates } from './pin-check';
export type { PinMapProps } from './pin-map';
export { useAddressSearch, searchInCity, SEARCH_DEBOUNCE_MS } from './use-address-search';
export { createAddressFormModel } from './address-form-model';
export { readPlaceSaveRefusal } from './save-refusal';
export type { RefusalError, SaveRefusal } from './save-refusal';
export { PlaceAddressFields } from './place-address-fields';
export type { PlaceAddressFieldsProps } from './place-address-fields';
export { PlaceTextField } from './place-text-field';
export { createPlaceSave } from './place-save-model';
export { PlaceDraftNote } from './place-draft-note';
export type { PlaceDraftNoteProps } from './place-draft-note';
export type { PlaceSaveTexts } from './place-save-model';
export type { PlaceTextFieldLook, PlaceTextFieldProps } from './place-text-field';
