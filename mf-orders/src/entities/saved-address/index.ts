export {
  SAVED_ADDRESSES_URL,
  createSavedAddress,
  fetchSavedAddressList,
  updateSavedAddress,
} from './api/saved-address-api';
export { savedAddressLine } from './lib/address-line';
export { formatKm } from './lib/distance';
export { SAVED_ADDRESS_LIMITS } from './lib/limits';
export { savedAddressesChanged } from './model/saved-addresses-changed';
