export { AddressCombobox, validationMessage } from './ui/address-combobox';
export type { AddressComboboxProps, PickedAddress } from './ui/address-combobox';
export { SavedAddressSelect } from './ui/saved-address-select';
export type { SavedChoice } from './ui/saved-address-select';
export { useAddressSearch, searchInCity, SEARCH_DEBOUNCE_MS } from './lib/use-address-search';
export { $searchCity, $searchCityStrict } from './model/search-city';
export {
  searchAddresses,
  validateCoordinate,
  fetchSavedAddresses,
  fetchBranches,
  VALIDATE_URL,
} from './api/address-api';
export { usePointAddress } from './lib/use-point-address';
