export { SavedAddressSelect } from './ui/saved-address-select';
export type { SavedChoice } from './ui/saved-address-select';
export { $searchCity, $searchCityStrict } from './model/search-city';
export { fetchSavedAddresses, fetchBranches } from './api/address-api';
export { usePointAddress } from './lib/use-point-address';
export { fetchSavedPlacesFx, savedPlacesEntered } from './model/saved-places';
